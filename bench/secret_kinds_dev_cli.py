"""The dev half's command lines: positional secrets and short password flags."""

from __future__ import annotations

from bench.secret_kinds import Kind, made

__all__ = ["CLI_KINDS"]

CLI_KINDS: tuple[Kind, ...] = (
    Kind(
        "mysql_attached",
        "cli",
        made("mysql -h db -u app -p{v} shop", "docker exec -it db mysql -uroot -p{v}"),
    ),
    Kind(
        "mysqladmin_positional",
        "cli",
        made("mysqladmin -u root password {v}", "mysqladmin -u root -p{v} password 'N3w{v}'"),
    ),
    Kind(
        "sshpass",
        "cli",
        made(
            "sshpass -p {v} ssh deploy@10.0.0.5 uptime", "sshpass -p '{v}' scp a.tgz deploy@h:/tmp"
        ),
    ),
    Kind(
        "htpasswd_batch",
        "cli",
        made(
            "htpasswd -b /etc/nginx/.htpasswd admin {v}",
            "htpasswd -bc .htpasswd ci {v}",
            "htpasswd -nbB admin {v}",
        ),
    ),
    Kind(
        "curl_user",
        "cli",
        made(
            "curl -u admin:{v} https://ci.local/api/json",
            "curl -sS --user 'deploy:{v}' -X POST https://nexus/upload",
        ),
    ),
    Kind(
        "redis_cli",
        "cli",
        made(
            "redis-cli -h cache -p 6379 -a {v} ping",
            "redis-cli --pass {v} info keyspace",
            "redis-cli -a '{v}' --no-auth-warning keys '*'",
        ),
    ),
    Kind(
        "registry_login",
        "cli",
        made(
            "docker login registry.corp.io -u ci -p {v}",
            "podman login --username ci --password {v} quay.io",
            "helm registry login ghcr.io -u bot -p {v}",
        ),
    ),
    Kind(
        "openssl_pass",
        "cli",
        made(
            "openssl pkcs12 -export -in c.pem -inkey k.pem -out c.p12 -passout pass:{v}",
            "openssl rsa -in enc.key -passin 'pass:{v}' -out plain.key",
        ),
    ),
    Kind(
        "openssl_enc_k",
        "cli",
        made(
            "openssl enc -aes-256-cbc -salt -in db.sql -out db.sql.enc -k {v}",
            "openssl enc -d -aes256 -in b.enc -out b.tgz -k '{v}'",
        ),
    ),
    Kind(
        "sqlcmd",
        "cli",
        made(
            'sqlcmd -S db.local -U sa -P {v} -Q "SELECT 1"',
            "bcp dbo.users out users.csv -S db -U sa -P '{v}' -c",
        ),
    ),
    Kind(
        "mongosh",
        "cli",
        made(
            "mongosh --host db -u admin -p {v} --authenticationDatabase admin",
            "mongodump -u backup -p '{v}' --out /tmp/dump",
        ),
    ),
    Kind(
        "rabbitmqctl_user",
        "cli",
        made("rabbitmqctl add_user deploy {v}", "rabbitmqctl change_password guest '{v}'"),
    ),
    Kind("net_user", "cli", made("net user deploy {v} /add", "net user Administrator {v}")),
    Kind(
        "chpasswd", "cli", made("echo 'deploy:{v}' | chpasswd", 'echo "root:{v}" | sudo chpasswd')
    ),
    Kind(
        "smbclient",
        "cli",
        made("smbclient //fs/share -U bob%{v} -c ls", "smbclient -L fs.local -U 'CORP\\\\bob%{v}'"),
    ),
    Kind(
        "rdp_slash_p",
        "cli",
        made(
            "xfreerdp /v:10.1.1.5 /u:admin /p:{v} /cert:ignore",
            "xfreerdp /u:CORP\\\\bob /p:'{v}' /v:rdp.corp",
        ),
    ),
    Kind(
        "rdesktop",
        "cli",
        made("rdesktop -u admin -p {v} 10.0.0.7", "rdesktop -u bob -p '{v}' -g 1280x800 ts.corp"),
    ),
    Kind(
        "lftp",
        "cli",
        made(
            "lftp -u deploy,{v} sftp://files.local",
            "lftp -u 'bob,{v}' -e 'mirror -R dist /www; quit' ftp.host",
        ),
    ),
    Kind(
        "sqlplus",
        "cli",
        made("sqlplus scott/{v}@//db:1521/ORCL", "sqlplus -s system/{v}@XE @migrate.sql"),
    ),
    Kind(
        "ssh_keygen_passphrase",
        "cli",
        made(
            "ssh-keygen -t ed25519 -N '{v}' -f ~/.ssh/id_deploy",
            "ssh-keygen -q -t rsa -b 4096 -N {v} -f deploy_key",
        ),
    ),
    Kind(
        "archive_password",
        "cli",
        made(
            "unrar x -p{v} backup.rar",
            "7z x -p{v} archive.7z -o/tmp/out",
            "zip -r -P {v} backup.zip data/",
        ),
    ),
    Kind(
        "mosquitto",
        "cli",
        made(
            "mosquitto_pub -h broker -u iot -P {v} -t sensors/1 -m 21.5",
            "mosquitto_sub -h mqtt.local -u app -P '{v}' -t '#'",
        ),
    ),
    Kind(
        "ldap_bind",
        "cli",
        made(
            'ldapsearch -x -D "cn=admin,dc=ex,dc=org" -w {v} -b dc=ex,dc=org',
            "ldapadd -x -D cn=admin,dc=corp -w '{v}' -f users.ldif",
        ),
    ),
    Kind(
        "wget_password",
        "cli",
        made(
            "wget --user=ci --password={v} https://files.corp/a.tgz",
            "wget --http-user=ci --http-password {v} https://files.corp/b.tgz",
        ),
    ),
    Kind(
        "svn_password",
        "cli",
        made(
            "svn checkout --username bob --password {v} https://svn.corp/repo/trunk",
            "svn update --password '{v}' --non-interactive",
        ),
    ),
    Kind(
        "az_login",
        "cli",
        made(
            "az login -u bob@corp.com -p {v}",
            "az login --service-principal -u http://app -p {v} --tenant corp.onmicrosoft.com",
        ),
    ),
    Kind(
        "jenkins_auth",
        "cli",
        made(
            "java -jar jenkins-cli.jar -s http://ci:8080/ -auth admin:{v} build deploy",
            "jenkins-cli -auth ci:{v} list-jobs",
        ),
    ),
    Kind(
        "kubectl_literal",
        "cli",
        made(
            "kubectl create secret generic db --from-literal=password={v}",
            "kubectl create secret generic app --from-literal=DB_PASS={v} --from-literal=user=app",
        ),
    ),
    Kind(
        "kubectl_registry",
        "cli",
        made(
            "kubectl create secret docker-registry regcred --docker-server=ghcr.io"
            " --docker-username=ci --docker-password={v}"
        ),
    ),
    Kind(
        "helm_set",
        "cli",
        made(
            "helm upgrade --install pg bitnami/postgresql --set auth.postgresPassword={v}",
            "helm install redis bitnami/redis --set auth.password='{v}'",
        ),
    ),
    Kind(
        "influx_password",
        "cli",
        made(
            "influx -username admin -password {v} -execute 'SHOW DATABASES'",
            "influx -host db -username ci -password '{v}' -import -path=data.txt",
        ),
    ),
    Kind(
        "ansible_vars",
        "cli",
        made(
            "ansible-playbook site.yml -e ansible_become_pass={v}",
            'ansible-playbook deploy.yml --extra-vars "ansible_password={v} env=prod"',
        ),
    ),
    Kind(
        "pgpassword_env",
        "cli",
        made(
            "PGPASSWORD={v} psql -h db -U app shop",
            "PGPASSWORD='{v}' pg_dump -h db -U app shop > dump.sql",
        ),
    ),
    Kind(
        "gpg_passphrase",
        "cli",
        made(
            "gpg --batch --yes --passphrase {v} -c secrets.tar",
            "gpg --pinentry-mode loopback --passphrase '{v}' --decrypt s.gpg",
        ),
    ),
    Kind(
        "minio_alias",
        "cli",
        made(
            "mc alias set minio http://minio:9000 admin {v}",
            "mc alias set s3 https://s3.amazonaws.com {aws} {v}",
        ),
    ),
    Kind(
        "ipmitool",
        "cli",
        made(
            "ipmitool -I lanplus -H 10.0.0.9 -U admin -P {v} power status",
            "ipmitool -H bmc01 -U root -P '{v}' sel list",
        ),
    ),
    Kind(
        "plink_pw",
        "cli",
        made(
            "plink -ssh admin@10.0.0.4 -pw {v} uptime", "pscp -pw '{v}' build.zip admin@host:/tmp/"
        ),
    ),
    Kind(
        "wp_cli_pass",
        "cli",
        made(
            "wp user create bob bob@ex.com --role=editor --user_pass={v}",
            "wp user update 1 --user_pass='{v}'",
        ),
    ),
    Kind(
        "cifs_mount",
        "cli",
        made(
            "mount -t cifs //fs/share /mnt/share -o username=bob,password={v},vers=3.0",
            "sudo mount.cifs //nas/data /mnt -o user=bob,pass={v}",
        ),
    ),
    Kind(
        "ncftp",
        "cli",
        made(
            "ncftpput -u deploy -p {v} ftp.local /pub dist.tgz",
            "ncftpget -u bob -p '{v}' ftp.corp . /pub/x.iso",
        ),
    ),
)
