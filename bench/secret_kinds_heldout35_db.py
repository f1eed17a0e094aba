"""Held-out 35's databases and queues in their own admin formats (`..._heldout35.py`).

Redis and Valkey (an ACL file's `>password`, `ACL SETUSER`, `AUTH` typed in
`redis-cli`, `-a`, `requirepass`/`masterauth`, Sentinel's `auth-pass`, a
`rediss://` URL), ClickHouse (`users.xml`'s `<password>`, a `users.d` YAML,
`clickhouse-client --password`), Cassandra and Scylla (`cqlsh -p`, a
`cqlshrc`, `CREATE ROLE ... PASSWORD`, Scylla Manager's agent token), Neo4j
(`NEO4J_AUTH`, `cypher-shell -p`, `ALTER CURRENT USER`), MongoDB (a replica
set's keyfile, `db.createUser`, `mongodump --uri`, `mongosh -p`), Kafka (a
`sasl.jaas.config` with PLAIN and SCRAM, a broker's `KafkaServer` JAAS
section with `user_…=`, `kafka-configs --add-config SCRAM-…`, a Connect
connector's `connection.password`, Confluent Cloud's key and secret, a
kcat `-X sasl.password`), RabbitMQ (`definitions.json` with a plain
`password`, `rabbitmqctl add_user`, `default_pass`, the Erlang cookie, an
`amqps://` URL), NATS (a `.creds` file's seed, an nkey seed, a server's
`authorization` token, `nats context save --password`), Pulsar (a client's
`authParams` token, `pulsar-admin --auth-params`), ZooKeeper (`addauth
digest`, a JAAS `user_super=`), Elasticsearch (`elasticsearch-reset-password`'s
output, the first start's `elastic` password, an enrollment token, `ApiKey`
headers, a keystore `show`, Kibana's `elasticsearch.password`), replication and
backup tools (pgBackRest's `repo1-cipher-pass` and S3 secret, WAL-G's
libsodium key, restic's and borg's repository passwords, a borg key export,
`primary_conninfo`, `CHANGE REPLICATION SOURCE`, Patroni's superuser, a
pgbouncer `userlist.txt`, Barman's `conninfo`), and a few more stores' admin
commands (InfluxDB's operator token, CouchDB's `[admins]`, etcd's
`--user`, CockroachDB, Memcached's SASL file, Typesense and Meilisearch keys).
"""

from __future__ import annotations

import random

from bench.secret_kinds import Kind, alnum, b64, hexs, pick, pw, urlsafe
from bench.secret_kinds_heldout30_more import kind30 as k

__all__ = ["DB_KINDS"]

_UP = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
_NKEY = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"


def _keyfile(r: random.Random) -> str:
    return b64(r, 120)


def _nats_seed(r: random.Random) -> str:
    return "SUA" + pick(r, _NKEY, 55)


def _jwt(r: random.Random) -> str:
    return f"eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ{urlsafe(r, 40)}.{urlsafe(r, 43)}"


def _confluent_secret(r: random.Random) -> str:
    return b64(r, 64).replace("/", "x")


_REDIS: tuple[Kind, ...] = (
    k(
        "redis_acl_file_user",
        "config",
        "user default off\nuser app on >{v} ~app:* &* +@read +@write -@dangerous\n"
        "user metrics on >{k20} ~* +info",
    ),
    k(
        "redis_acl_setuser",
        "cli",
        "redis-cli -h cache.acme.internal ACL SETUSER worker on '>{v}' '~jobs:*' '+@all'",
    ),
    k(
        "redis_cli_auth_typed",
        "output",
        "$ redis-cli -h 10.0.3.14\n10.0.3.14:6379> AUTH default {v}\nOK\n10.0.3.14:6379> "
        "DBSIZE\n(integer) 48211",
        "127.0.0.1:6379> AUTH {v}\nOK",
    ),
    k(
        "redis_cli_dash_a",
        "cli",
        "redis-cli -h redis-master -a '{v}' --no-auth-warning INFO replication",
        "REDISCLI_AUTH={v} redis-cli -h cache.acme.internal --scan --pattern 'sess:*'",
    ),
    k(
        "redis_requirepass_masterauth",
        "config",
        "bind 0.0.0.0\nport 6379\nrequirepass {v}\nmasterauth {v}\nappendonly yes",
    ),
    k(
        "redis_sentinel_auth_pass",
        "config",
        "sentinel monitor mymaster 10.0.3.14 6379 2\nsentinel auth-pass mymaster {v}\n"
        "sentinel down-after-milliseconds mymaster 5000",
    ),
    k(
        "rediss_url",
        "config",
        "REDIS_URL=rediss://default:{v}@cache-prod.acme.internal:6380/0",
        "CELERY_BROKER_URL=redis://:{v}@redis:6379/1",
    ),
)

_CLICKHOUSE_CASSANDRA_NEO: tuple[Kind, ...] = (
    k(
        "clickhouse_users_xml",
        "config",
        "<clickhouse>\n  <users>\n    <analyst>\n      <password>{v}</password>\n"
        "      <networks><ip>10.0.0.0/8</ip></networks>\n      <profile>readonly</profile>\n"
        "    </analyst>\n  </users>\n</clickhouse>",
    ),
    k(
        "clickhouse_users_yaml",
        "config",
        "users:\n  etl:\n    password: '{v}'\n    profile: default\n    quota: default",
    ),
    k(
        "clickhouse_client_password",
        "cli",
        "clickhouse-client --host ch-1.acme.internal --secure --user etl --password '{v}' "
        "--query 'SELECT count() FROM events'",
        "curl 'https://ch.acme.internal:8443/?query=SELECT%201' -H 'X-ClickHouse-User: etl' "
        "-H 'X-ClickHouse-Key: {v}'",
    ),
    k(
        "cqlsh_password",
        "cli",
        "cqlsh cass-1.acme.internal 9042 -u cassandra -p '{v}' --ssl",
    ),
    k(
        "cqlshrc_credentials",
        "config",
        "[authentication]\nusername = ops\npassword = {v}\n\n[connection]\nhostname = "
        "cass-1.acme.internal\nport = 9042\nssl = true",
    ),
    k(
        "cql_create_role",
        "cli",
        "CREATE ROLE reporting WITH PASSWORD = '{v}' AND LOGIN = true;",
        "ALTER ROLE cassandra WITH PASSWORD = '{v}';",
    ),
    k(
        "scylla_manager_agent_token",
        "config",
        "# /etc/scylla-manager-agent/scylla-manager-agent.yaml\nauth_token: {v}\nhttps_port: 10001",
        value=lambda r: alnum(r, 128),
    ),
    k(
        "neo4j_auth_env",
        "config",
        "docker run -p7474:7474 -p7687:7687 -e NEO4J_AUTH=neo4j/{v} neo4j:5",
        "NEO4J_URI=neo4j+s://{h8}.databases.neo4j.io\nNEO4J_USERNAME=neo4j\nNEO4J_PASSWORD={v}",
    ),
    k(
        "cypher_shell_password",
        "cli",
        "cypher-shell -a bolt://graph.acme.internal:7687 -u neo4j -p '{v}' "
        "'MATCH (n) RETURN count(n)'",
        "ALTER CURRENT USER SET PASSWORD FROM 'neo4j' TO '{v}';",
    ),
)

_MONGO: tuple[Kind, ...] = (
    k(
        "mongodb_keyfile",
        "output",
        "$ cat /etc/mongo/keyfile\n{v}\n{k60}",
        "$ openssl rand -base64 756 > keyfile && cat keyfile\n{v}",
        value=_keyfile,
    ),
    k(
        "mongo_create_user",
        "cli",
        "db.createUser({ user: 'app', pwd: '{v}', roles: [ { role: 'readWrite', db: 'shop' } ] })",
        "mongosh admin --eval \"db.changeUserPassword('backup', '{v}')\"",
    ),
    k(
        "mongodump_uri",
        "cli",
        "mongodump --uri 'mongodb+srv://backup:{v}@cluster0.{l5}.mongodb.net/shop' --gzip "
        "--archive=shop.gz",
    ),
    k(
        "mongosh_dash_p",
        "cli",
        "mongosh --host rs0/mongo-1:27017,mongo-2:27017 -u root -p '{v}' "
        "--authenticationDatabase admin",
    ),
)

_KAFKA: tuple[Kind, ...] = (
    k(
        "kafka_client_jaas_plain",
        "config",
        "security.protocol=SASL_SSL\nsasl.mechanism=PLAIN\nsasl.jaas.config="
        "org.apache.kafka.common.security.plain.PlainLoginModule required "
        'username="orders-svc" password="{v}";',
    ),
    k(
        "kafka_client_jaas_scram",
        "config",
        "sasl.mechanism=SCRAM-SHA-512\nsasl.jaas.config="
        "org.apache.kafka.common.security.scram.ScramLoginModule required "
        'username="etl" password="{v}";',
    ),
    k(
        "kafka_server_jaas_users",
        "config",
        "KafkaServer {\n   org.apache.kafka.common.security.plain.PlainLoginModule required\n"
        '   username="admin"\n   password="{v}"\n   user_admin="{v}"\n'
        '   user_orders="{k16}";\n};',
    ),
    k(
        "kafka_configs_add_scram",
        "cli",
        "kafka-configs.sh --bootstrap-server kafka:9092 --alter --add-config "
        "'SCRAM-SHA-512=[password={v}]' --entity-type users --entity-name etl",
    ),
    k(
        "kafka_connect_connector_password",
        "config",
        '{\n  "name": "pg-orders",\n  "config": {\n    "connector.class": '
        '"io.debezium.connector.postgresql.PostgresConnector",\n    "database.hostname": "pg",\n'
        '    "database.user": "debezium",\n    "database.password": "{v}",\n'
        '    "topic.prefix": "orders"\n  }\n}',
    ),
    k(
        "confluent_cloud_key_secret",
        "config",
        "bootstrap.servers=pkc-{l5}.eu-west-1.aws.confluent.cloud:9092\nsasl.jaas.config="
        "org.apache.kafka.common.security.plain.PlainLoginModule required username='{U16}' "
        "password='{v}';",
        "confluent api-key store {U16} {v} --resource lkc-{l5}",
        value=_confluent_secret,
    ),
    k(
        "kcat_sasl_password",
        "cli",
        "kcat -b broker:9093 -X security.protocol=SASL_SSL -X sasl.mechanisms=SCRAM-SHA-256 "
        "-X sasl.username=reader -X sasl.password={v} -C -t orders -o -5 -e",
    ),
    k(
        "kafka_ui_env",
        "config",
        "KAFKA_CLUSTERS_0_NAME=prod\nKAFKA_CLUSTERS_0_BOOTSTRAPSERVERS=kafka:9093\n"
        "KAFKA_CLUSTERS_0_PROPERTIES_SASL_JAAS_CONFIG=org.apache.kafka.common.security.plain."
        'PlainLoginModule required username="ui" password="{v}";',
    ),
)

_RABBIT_NATS: tuple[Kind, ...] = (
    k(
        "rabbitmq_definitions_password",
        "config",
        '{\n  "users": [\n    {\n      "name": "orders",\n      "password": "{v}",\n'
        '      "tags": ""\n    }\n  ],\n  "vhosts": [{"name": "/"}]\n}',
    ),
    k(
        "rabbitmqctl_add_user",
        "cli",
        "rabbitmqctl add_user orders '{v}' && "
        "rabbitmqctl set_permissions -p / orders '.*' '.*' '.*'",
        "rabbitmqctl change_password guest '{v}'",
    ),
    k(
        "rabbitmq_conf_default_pass",
        "config",
        "listeners.tcp.default = 5672\ndefault_user = admin\ndefault_pass = {v}\n"
        "management.tcp.port = 15672",
    ),
    k(
        "erlang_cookie",
        "output",
        "$ cat /var/lib/rabbitmq/.erlang.cookie\n{v}",
        "RABBITMQ_ERLANG_COOKIE={v}",
        value=lambda r: pick(r, _UP, 20),
    ),
    k(
        "amqps_url",
        "config",
        "AMQP_URL=amqps://orders:{v}@mq.acme.internal:5671/prod",
        "spring.rabbitmq.addresses=amqp://orders:{v}@rabbit-0:5672",
    ),
    k(
        "nats_creds_file",
        "output",
        "$ cat ~/.nkeys/creds/synadia/acme/orders.creds\n-----BEGIN NATS USER JWT-----\n"
        "eyJ0eXAiOiJKV1QiLCJhbGciOiJlZDI1NTE5LW5rZXkifQ.eyJ{k80}.{k43}\n"
        "------END NATS USER JWT------\n\n************************* IMPORTANT "
        "*************************\nNKEY Seed printed below can be used to sign and prove "
        "identity.\n\n-----BEGIN USER NKEY SEED-----\n{v}\n------END USER NKEY SEED------",
        value=_nats_seed,
    ),
    k(
        "nkey_seed_env",
        "config",
        "NATS_URL=tls://nats.acme.internal:4222\nNATS_NKEY_SEED={v}",
        value=_nats_seed,
    ),
    k(
        "nats_server_auth_token",
        "config",
        'authorization {\n  token: "{v}"\n  timeout: 2\n}',
        "nats-server -js --auth {v}",
    ),
    k(
        "nats_context_password",
        "cli",
        "nats context save prod --server nats://nats.acme.internal:4222 --user orders "
        "--password '{v}' --select",
    ),
)

_PULSAR_ZK_ES: tuple[Kind, ...] = (
    k(
        "pulsar_client_token",
        "config",
        "webServiceUrl=https://pulsar.acme.internal:8443/\nbrokerServiceUrl=pulsar+ssl://"
        "pulsar.acme.internal:6651/\nauthPlugin=org.apache.pulsar.client.impl.auth."
        "AuthenticationToken\nauthParams=token:{v}",
        value=_jwt,
    ),
    k(
        "pulsar_admin_auth_params",
        "cli",
        "pulsar-admin --admin-url https://pulsar:8443 --auth-plugin "
        "org.apache.pulsar.client.impl.auth.AuthenticationToken --auth-params token:{v} "
        "tenants list",
        value=_jwt,
    ),
    k(
        "zookeeper_addauth_digest",
        "output",
        "[zk: zk-1:2181(CONNECTED) 0] addauth digest kafka:{v}\n[zk: zk-1:2181(CONNECTED) 1] "
        "ls /brokers/ids\n[1, 2, 3]",
    ),
    k(
        "zookeeper_server_jaas",
        "config",
        "Server {\n  org.apache.zookeeper.server.auth.DigestLoginModule required\n"
        '  user_super="{v}"\n  user_kafka="{k16}";\n};',
    ),
    k(
        "es_reset_password_output",
        "output",
        "$ bin/elasticsearch-reset-password -u elastic\nThis tool will reset the password of "
        "the [elastic] user to an autogenerated value.\nThe password will be printed in the "
        "console.\nPlease confirm that you would like to continue [y/N]y\n\n\n"
        "Password for the [elastic] user successfully reset.\nNew value: {v}",
        value=lambda r: urlsafe(r, 20).replace("-", "*"),
    ),
    k(
        "es_first_start_banner",
        "output",
        "✅ Elasticsearch security features have been automatically configured!\n\n"
        "ℹ️  Password for the elastic user (reset with `bin/elasticsearch-reset-password "
        "-u elastic`):\n  {v}\n\nℹ️  HTTP CA certificate SHA-256 fingerprint:\n  {h64}",
        value=lambda r: urlsafe(r, 20).replace("_", "="),
    ),
    k(
        "es_enrollment_token",
        "cli",
        "bin/kibana-setup --enrollment-token {v}",
        "bin/elasticsearch --enrollment-token {v}",
        value=lambda r: (
            "eyJ2ZXIiOiI4LjE1LjAiLCJhZHIiOlsiMTAuMC4zLjE0OjkyMDAiXSwiZmdyIjoi" + b64(r, 160)
        ),
    ),
    k(
        "es_apikey_header",
        "cli",
        "curl -H 'Authorization: ApiKey {v}' https://es.acme.internal:9200/_cat/indices?v",
        value=lambda r: b64(r, 58) + "==",
    ),
    k(
        "es_keystore_show",
        "output",
        "$ bin/elasticsearch-keystore show xpack.notification.email.account.ops.smtp."
        "secure_password\n{v}",
        "$ bin/elasticsearch-keystore show s3.client.default.secret_key\n{v}",
    ),
    k(
        "kibana_es_password",
        "config",
        "elasticsearch.hosts: ['https://es.acme.internal:9200']\n"
        "elasticsearch.username: kibana_system\nelasticsearch.password: {v}",
    ),
    k(
        "opensearch_admin_env",
        "config",
        "OPENSEARCH_INITIAL_ADMIN_PASSWORD={v}",
        "curl -k -u admin:'{v}' https://localhost:9200/_cluster/health",
    ),
)

_BACKUP_REPL: tuple[Kind, ...] = (
    k(
        "pgbackrest_cipher_pass",
        "config",
        "[global]\nrepo1-type=s3\nrepo1-s3-bucket=acme-pg-backups\nrepo1-s3-key=AKIA{U16}\n"
        "repo1-s3-key-secret={k40}\nrepo1-cipher-type=aes-256-cbc\nrepo1-cipher-pass={v}",
        value=lambda r: b64(r, 48),
    ),
    k(
        "pgbackrest_s3_secret",
        "config",
        "[global]\nrepo1-s3-endpoint=s3.eu-west-1.amazonaws.com\nrepo1-s3-key=AKIA{U16}\n"
        "repo1-s3-key-secret={v}\nrepo1-retention-full=2",
        value=lambda r: b64(r, 40).replace("+", "k"),
    ),
    k(
        "walg_libsodium_key",
        "config",
        "WALG_S3_PREFIX=s3://acme-wal/pg15\nWALG_LIBSODIUM_KEY={v}\nWALG_LIBSODIUM_KEY_TRANSFORM=hex",
        value=lambda r: hexs(r, 64),
    ),
    k(
        "walg_gs_env_with_pgpassword",
        "cli",
        "PGPASSWORD='{v}' PGHOST=/var/run/postgresql wal-g backup-push $PGDATA",
    ),
    k(
        "restic_password_env",
        "config",
        "export RESTIC_REPOSITORY=s3:s3.amazonaws.com/acme-restic\nexport RESTIC_PASSWORD='{v}'\n"
        "restic snapshots",
        "RESTIC_PASSWORD={v} restic -r sftp:backup@nas:/srv/restic backup /home",
    ),
    k(
        "restic_b2_key",
        "config",
        "B2_ACCOUNT_ID=005{h22}\nB2_ACCOUNT_KEY={v}\nRESTIC_REPOSITORY=b2:acme-backups:/laptop",
        value=lambda r: "K005" + alnum(r, 27),
    ),
    k(
        "borg_passphrase",
        "cli",
        "BORG_PASSPHRASE='{v}' borg create --stats ssh://borg@nas/./repo::'{hostname}-{now}' /etc",
        "export BORG_PASSPHRASE={v}\nborg list ssh://u{d6}@u{d6}.your-storagebox.de:23/./borg",
    ),
    k(
        "borg_key_export",
        "output",
        "$ borg key export ssh://borg@nas/./repo -\nBORG_KEY {h64}\n{v}\n{k72}\n{k72}",
        value=lambda r: "hqlhbGdvcml0aG2mc2hhMjU2pGRhdGHaAZ4" + b64(r, 37),
    ),
    k(
        "primary_conninfo",
        "config",
        "primary_conninfo = 'host=pg-primary port=5432 user=replicator password={v} "
        "application_name=pg-replica-1 sslmode=require'",
    ),
    k(
        "mysql_change_replication_source",
        "cli",
        "CHANGE REPLICATION SOURCE TO SOURCE_HOST='db-1', SOURCE_USER='repl', "
        "SOURCE_PASSWORD='{v}', SOURCE_AUTO_POSITION=1;",
    ),
    k(
        "patroni_superuser",
        "config",
        "postgresql:\n  authentication:\n    superuser:\n      username: postgres\n"
        "      password: {v}\n    replication:\n      username: replicator\n"
        "      password: {k16}",
    ),
    k(
        "pgbouncer_userlist",
        "output",
        '$ cat /etc/pgbouncer/userlist.txt\n"app" "{v}"\n"stats" "md5{h32}"',
    ),
    k(
        "barman_conninfo",
        "config",
        '[pg-main]\ndescription = "Main PostgreSQL"\nconninfo = host=pg-main user=barman '
        "dbname=postgres password={v}\nbackup_method = postgres",
    ),
    k(
        "mysqldump_password_flag",
        "cli",
        "mysqldump -h db-1 -u backup -p'{v}' --single-transaction --all-databases "
        "| gzip > all.sql.gz",
    ),
)

_OTHER_STORES: tuple[Kind, ...] = (
    k(
        "influx_operator_token",
        "output",
        "$ influx auth list --user admin --json | jq -r '.[0].token'\n{v}",
        "influx config create -n prod -u https://influx.acme.internal:8086 -o acme -t {v} -a",
        value=lambda r: urlsafe(r, 86) + "==",
    ),
    k(
        "couchdb_admins_ini",
        "config",
        "[admins]\nadmin = {v}\n\n[chttpd]\nbind_address = 0.0.0.0",
    ),
    k(
        "etcdctl_user",
        "cli",
        "etcdctl --endpoints=https://etcd-1:2379 --user root:{v} get / --prefix --keys-only",
    ),
    k(
        "cockroach_sql_url",
        "cli",
        "cockroach sql --url 'postgresql://root:{v}@crdb-1.acme.internal:26257/defaultdb"
        "?sslmode=verify-full'",
    ),
    k(
        "memcached_sasl_db",
        "output",
        "$ cat /etc/memcached-sasl-pwdb\napp:{v}\nstats:{k16}",
    ),
    k(
        "typesense_admin_key",
        "cli",
        "docker run -p 8108:8108 typesense/typesense:27.1 --data-dir /data --api-key={v}",
        value=lambda r: alnum(r, 32),
    ),
    k(
        "meilisearch_master_key",
        "config",
        "MEILI_ENV=production\nMEILI_MASTER_KEY={v}",
        value=lambda r: urlsafe(r, 32),
    ),
    k(
        "pg_hba_peer_with_pgpass",
        "output",
        "$ cat ~/.pgpass\npg-main:5432:*:replicator:{v}\n*:*:*:postgres:{k16}",
        value=lambda r: pw(r, 18),
    ),
)

DB_KINDS: tuple[Kind, ...] = (
    *_REDIS,
    *_CLICKHOUSE_CASSANDRA_NEO,
    *_MONGO,
    *_KAFKA,
    *_RABBIT_NATS,
    *_PULSAR_ZK_ES,
    *_BACKUP_REPL,
    *_OTHER_STORES,
)
