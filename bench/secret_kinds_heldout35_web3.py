"""Held-out 35's web3 and wallets, and games, streaming and creators (`..._heldout35.py`).

Web3: a wallet's recovery phrase in many forms (a Hardhat `accounts:
{ mnemonic }`, a `.env` line, `cast wallet import --mnemonic`, a numbered
list, a Python call, a Solana `--recover`), raw private keys (a Foundry `.env`,
`forge script --private-key`, `cast send`, ethers' `new Wallet`, web3.py's
`from_key`, a Hardhat `accounts: [...]`), a Solana keypair file's byte array,
a Bitcoin WIF and an extended private key, a Substrate `subkey` printout's
secret seed, a keystore JSON's password beside it, RPC URLs with a project
key (Infura, Alchemy, QuickNode, Ankr, Helius, Chainstack), an explorer's
verify key, exchanges' API key and secret pairs (ccxt, Binance, Kraken, OKX
with its passphrase, Coinbase's CDP key with its EC private key), and
web3 services (Pinata's JWT, Thirdweb's secret key, Tenderly, Flashbots' signer).
Games, streaming and creators: game servers' RCON and admin passwords
(Minecraft's `server.properties`, `mcrcon`, a Source `server.cfg`, ARK's
`GameUserSettings.ini`, Palworld, Factorio, Valheim, Rust, Terraria, a
TeamSpeak ServerQuery login, Mumble's SuperUser), a Velocity forwarding
secret, a CS2 game server login token, a Steam Web API key and a `steamcmd`
login, stream keys (Twitch's in an RTMP URL and an OBS `service.json`,
YouTube's in an `ffmpeg` call, Kick's, an SRT passphrase, Icecast's source
password), Twitch chat bots' `oauth:` token and an app's client secret, mod
and plugin platforms' upload tokens (Modrinth, CurseForge, Nexus Mods,
Thunderstore, itch.io's butler, Hangar), and creators' money (Patreon's
webhook secret and creator token, Ko-fi's verification token, Gumroad,
Streamlabs' socket token), Roblox Open Cloud and its `.ROBLOSECURITY`
cookie, PlayFab's title secret and Epic Online Services' client secret.
"""

from __future__ import annotations

import random
import string

from bench.secret_kinds import B58, Kind, alnum, b64, digits, hexs, lower_alnum, pick, urlsafe
from bench.secret_kinds_heldout30_more import kind30 as k
from bench.secret_kinds_heldout30_more import uuid30

__all__ = ["WEB3_KINDS", "WORDS", "mnemonic"]

#: ordinary English words of the kind recovery phrases are made of
_WORD_TEXT = (
    "abandon ability absorb acoustic actor adapt admit advice afraid agent alarm album "
    "alley anchor angle animal antenna apple april arena armor arrow artist autumn avocado "
    "badge bamboo banner barrel basket battle beach before bench bicycle blanket blossom "
    "border bottom bracket breeze bridge bronze bubble budget buffalo cabin cactus camera "
    "canal candy canvas carbon carpet castle catalog cement cereal chalk change cherry "
    "chimney cinnamon circle citizen clever cliff clinic clock cluster coconut coffee comet "
    "copper coral cotton cousin cradle crater cricket crystal cupboard curtain cushion "
    "dawn debris decade demand desert dial diamond dinosaur dolphin donkey dragon drift "
    "eagle earth echo elbow embark ember engine enrich episode erosion essay evoke "
    "fabric falcon famous fence festival fiber filter flame flavor flock fossil fragile "
    "galaxy garden garlic gather genius giraffe glacier glimpse gospel gravity harbor "
    "harvest hazard hedgehog helmet hollow honey horizon hybrid icon island ivory jacket "
    "jaguar jelly jungle kangaroo kettle kitchen ladder lantern laptop lava lemon lizard "
    "lobster lunar magnet mango marble meadow melody mirror monkey mosquito muffin mushroom "
    "napkin nephew noodle ocean olive orbit orchard oyster paddle panther parade pepper "
    "pigeon planet pluck pottery pumpkin puzzle quantum rabbit raccoon radar ribbon rocket "
    "saddle salmon satoshi scatter scorpion shadow shrimp silver siren sketch slogan "
    "spider spiral squirrel stadium sunset swallow talent tenant thunder timber tomato "
    "tornado trumpet tunnel turtle umbrella unicorn velvet violin volcano walnut whisper "
    "willow window wizard yellow zebra"
)
WORDS = tuple(_WORD_TEXT.split())

_ALNUM_LOW = string.ascii_lowercase + string.digits


def mnemonic(r: random.Random, n: int = 12) -> str:
    """A recovery phrase of `n` words."""
    return " ".join(r.choice(WORDS) for _ in range(n))


def _m24(r: random.Random) -> str:
    return mnemonic(r, 24)


def _pk(r: random.Random) -> str:
    return "0x" + hexs(r, 64)


def _pk_bare(r: random.Random) -> str:
    return hexs(r, 64)


def _numbered(r: random.Random) -> str:
    return "\n".join(f"{i}. {r.choice(WORDS)}" for i in range(1, 13))


def _sol_bytes(r: random.Random) -> str:
    return "[" + ",".join(str(r.randrange(256)) for _ in range(64)) + "]"


def _wif(r: random.Random) -> str:
    return r.choice("KL") + pick(r, B58, 51)


def _xprv(r: random.Random) -> str:
    return "xprv9s21ZrQH143K" + pick(r, B58, 95)


def _binance(r: random.Random) -> str:
    return alnum(r, 64)


def _kraken_secret(r: random.Random) -> str:
    return b64(r, 86) + "=="


def _twitch_key(r: random.Random) -> str:
    return f"live_{digits(r, 9)}_{alnum(r, 30)}"


def _yt_key(r: random.Random) -> str:
    return "-".join(pick(r, _ALNUM_LOW, 4) for _ in range(5))


def _steam_key(r: random.Random) -> str:
    return hexs(r, 32).upper()


def _jwt(r: random.Random) -> str:
    return f"eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJ{urlsafe(r, 150)}.{urlsafe(r, 43)}"


_WALLETS: tuple[Kind, ...] = (
    k(
        "hardhat_mnemonic_accounts",
        "config",
        "networks: {\n  sepolia: {\n    url: process.env.SEPOLIA_RPC,\n"
        '    accounts: { mnemonic: "{v}", path: "m/44\'/60\'/0\'/0", count: 5 },\n  },\n},',
        value=mnemonic,
    ),
    k(
        "mnemonic_dotenv",
        "config",
        'MNEMONIC="{v}"\nDEPLOYER_INDEX=0',
        "SEED_PHRASE={v}",
        value=mnemonic,
    ),
    k(
        "cast_wallet_import_mnemonic",
        "cli",
        'cast wallet import deployer --mnemonic "{v}" --mnemonic-index 0',
        value=_m24,
    ),
    k(
        "mnemonic_numbered_list",
        "chat",
        "here's the test wallet's recovery phrase, please set it up on the CI box:\n{v}",
        value=_numbered,
    ),
    k(
        "mnemonic_python_call",
        "code",
        "from eth_account import Account\nAccount.enable_unaudited_hdwallet_features()\n"
        'acct = Account.from_mnemonic("{v}")',
        "wallet = Wallet.from_phrase('{v}')",
        value=mnemonic,
    ),
    k(
        "solana_recover_prompt",
        "output",
        "$ solana-keygen recover -o deployer.json\n[recover] seed phrase: {v}\n"
        "[recover] If this seed phrase has an associated passphrase, enter it now. "
        "Otherwise, press ENTER to continue:",
        value=mnemonic,
    ),
    k(
        "foundry_env_private_key",
        "config",
        "PRIVATE_KEY={v}\nETH_RPC_URL=https://sepolia.gateway.tenderly.co\nETHERSCAN_API_KEY={U34}",
        "DEPLOYER_PRIVATE_KEY={v}",
        value=_pk,
    ),
    k(
        "forge_script_private_key",
        "cli",
        "forge script script/Deploy.s.sol --rpc-url $RPC --broadcast --private-key {v}",
        "forge create src/Token.sol:Token --private-key {v} --constructor-args 1000000",
        value=_pk,
    ),
    k(
        "cast_send_private_key",
        "cli",
        "cast send 0x{h40} 'transfer(address,uint256)' 0x{h40} 1000 --private-key {v}",
        value=_pk_bare,
    ),
    k(
        "ethers_new_wallet",
        "code",
        'const wallet = new ethers.Wallet("{v}", provider);',
        "signer = Account.from_key('{v}')",
        value=_pk,
    ),
    k(
        "hardhat_accounts_array",
        "config",
        'base: {\n  url: "https://mainnet.base.org",\n  accounts: ["{v}"],\n},',
        value=_pk,
    ),
    k(
        "solana_keypair_json",
        "output",
        "$ cat ~/.config/solana/id.json\n{v}",
        value=_sol_bytes,
    ),
    k(
        "bitcoin_wif",
        "cli",
        'bitcoin-cli importprivkey {v} "cold-1" false',
        "WIF: {v}",
        value=_wif,
    ),
    k(
        "bitcoin_xprv",
        "config",
        'descriptor = "wpkh({v}/84h/0h/0h/0/*)"',
        "XPRV={v}",
        value=_xprv,
    ),
    k(
        "subkey_secret_seed",
        "output",
        "$ subkey generate\nSecret phrase:       {k8} ...\n  Network ID:        substrate\n"
        "  Secret seed:       {v}\n  Public key (hex):  0x{h64}\n  SS58 Address:      5{k47}",
        value=_pk,
    ),
    k(
        "keystore_with_password_file",
        "cli",
        "geth --datadir ./node account import --password <(echo '{v}') key.txt",
        "cast wallet import deployer --keystore keystore.json --unsafe-password '{v}'",
    ),
    k(
        "infura_rpc_url",
        "config",
        "MAINNET_RPC_URL=https://mainnet.infura.io/v3/{v}",
        "const provider = new JsonRpcProvider('https://sepolia.infura.io/v3/{v}');",
        value=lambda r: hexs(r, 32),
    ),
    k(
        "alchemy_rpc_url",
        "config",
        'rpc_endpoints = { mainnet = "https://eth-mainnet.g.alchemy.com/v2/{v}" }',
        "ALCHEMY_URL=https://base-mainnet.g.alchemy.com/v2/{v}",
        value=lambda r: urlsafe(r, 32),
    ),
    k(
        "quicknode_rpc_url",
        "cli",
        "cast block-number --rpc-url https://{l12}.solana-mainnet.quiknode.pro/{v}/",
        value=lambda r: hexs(r, 40),
    ),
    k(
        "ankr_helius_rpc",
        "config",
        "RPC=https://rpc.ankr.com/eth/{v}",
        value=lambda r: hexs(r, 64),
    ),
    k(
        "helius_api_key_url",
        "config",
        "SOLANA_RPC=https://mainnet.helius-rpc.com/?api-key={v}",
        value=uuid30,
    ),
    k(
        "etherscan_verify_key",
        "config",
        'etherscan: {\n  apiKey: "{v}",\n},',
        "forge verify-contract 0x{h40} src/Token.sol:Token --etherscan-api-key {v}",
        value=lambda r: pick(r, string.ascii_uppercase + string.digits, 34),
    ),
    k(
        "ccxt_exchange_pair",
        "code",
        "exchange = ccxt.binance({\n    'apiKey': '{k64}',\n    'secret': '{v}',\n"
        "    'enableRateLimit': True,\n})",
        value=_binance,
    ),
    k(
        "binance_env_pair",
        "config",
        "BINANCE_API_KEY={k64}\nBINANCE_API_SECRET={v}",
        value=_binance,
    ),
    k(
        "kraken_private_key",
        "config",
        "[kraken]\nkey = {k56}\nsecret = {v}",
        value=_kraken_secret,
    ),
    k(
        "okx_passphrase",
        "code",
        "okx = ccxt.okx({'apiKey': '{uuid}', 'secret': '{U32}', 'password': '{v}'})",
    ),
    k(
        "coinbase_cdp_key",
        "config",
        '{\n  "name": "organizations/{uuid}/apiKeys/{uuid}",\n  "privateKey": "-----BEGIN EC '
        'PRIVATE KEY-----\\n{v}\\n-----END EC PRIVATE KEY-----\\n"\n}',
        value=lambda r: "MHcCAQEEI" + b64(r, 55),
    ),
    k(
        "pinata_jwt",
        "config",
        "PINATA_JWT={v}\nGATEWAY_URL=acme.mypinata.cloud",
        value=_jwt,
    ),
    k(
        "thirdweb_secret_key",
        "cli",
        "npx thirdweb deploy -k {v}",
        "THIRDWEB_SECRET_KEY={v}",
        value=lambda r: urlsafe(r, 86),
    ),
    k(
        "tenderly_access_key",
        "cli",
        "curl -H 'X-Access-Key: {v}' https://api.tenderly.co/api/v1/account/acme/project/contracts",
        value=lambda r: alnum(r, 32),
    ),
    k(
        "flashbots_signer_key",
        "config",
        "FLASHBOTS_AUTH_KEY={v}\nBUNDLE_RELAY=https://relay.flashbots.net",
        value=_pk,
    ),
)

_GAMES: tuple[Kind, ...] = (
    k(
        "minecraft_server_properties_rcon",
        "config",
        "enable-rcon=true\nrcon.port=25575\nrcon.password={v}\nmotd=Acme SMP",
    ),
    k(
        "mcrcon_password",
        "cli",
        "mcrcon -H mc.acme.gg -P 25575 -p '{v}' 'whitelist add steve'",
        "docker exec mc rcon-cli --password {v} save-all",
    ),
    k(
        "source_server_cfg",
        "config",
        'hostname "Acme CS"\nrcon_password "{v}"\nsv_password ""\nsv_lan 0',
    ),
    k(
        "cs2_gslt",
        "cli",
        "./cs2 -dedicated +map de_dust2 +sv_setsteamaccount {v} +game_type 0",
        value=_steam_key,
    ),
    k(
        "ark_game_user_settings",
        "config",
        "[ServerSettings]\nServerPassword=\nServerAdminPassword={v}\nRCONEnabled=True\n"
        "RCONPort=27020",
    ),
    k(
        "palworld_admin_password",
        "config",
        '[/Script/Pal.PalGameWorldSettings]\nOptionSettings=(Difficulty=None,ServerName="Acme",'
        'AdminPassword="{v}",ServerPassword="",RCONEnabled=True)',
    ),
    k(
        "factorio_server_settings",
        "config",
        '{\n  "name": "Acme factory",\n  "username": "acme-ops",\n  "token": "{v}",\n'
        '  "game_password": "",\n  "require_user_verification": true\n}',
        value=lambda r: hexs(r, 30),
    ),
    k(
        "valheim_server_password",
        "cli",
        './valheim_server.x86_64 -name "Acme" -port 2456 -world "Dedicated" -password "{v}" '
        "-public 0",
    ),
    k(
        "rust_server_rcon",
        "cli",
        "./RustDedicated -batchmode +server.port 28015 +rcon.port 28016 +rcon.password "
        '"{v}" +rcon.web 1',
    ),
    k(
        "teamspeak_serverquery_login",
        "output",
        "------------------------------------------------------------------\n"
        "                      I M P O R T A N T\n"
        "------------------------------------------------------------------\n"
        "               Server Query Admin Account created\n"
        '         loginname= "serveradmin", password= "{v}"\n'
        '         apikey= "BAA{k40}"',
        value=lambda r: alnum(r, 8),
    ),
    k(
        "mumble_superuser",
        "cli",
        "murmurd -ini /etc/murmur.ini -supw '{v}'",
    ),
    k(
        "velocity_forwarding_secret",
        "output",
        "$ cat forwarding.secret\n{v}",
        "PAPER_VELOCITY_SECRET={v}",
        value=lambda r: alnum(r, 12),
    ),
    k(
        "steam_web_api_key_url",
        "cli",
        "curl 'https://api.steampowered.com/ISteamUser/GetPlayerSummaries/v2/?key={v}"
        "&steamids=7656119{d10}'",
        "STEAM_API_KEY={v}",
        value=_steam_key,
    ),
    k(
        "steamcmd_login",
        "cli",
        "steamcmd +login acme_builds '{v}' +run_app_build ../scripts/app_build_480.vdf +quit",
    ),
    k(
        "twitch_rtmp_url",
        "cli",
        "ffmpeg -re -i stream.mp4 -c:v libx264 -f flv rtmp://live.twitch.tv/app/{v}",
        value=_twitch_key,
    ),
    k(
        "obs_service_json",
        "output",
        '$ cat ~/.config/obs-studio/basic/profiles/Main/service.json\n{"settings":'
        '{"bwtest":false,"key":"{v}","server":"auto","service":"Twitch"},"type":"rtmp_common"}',
        value=_twitch_key,
    ),
    k(
        "youtube_stream_key_ffmpeg",
        "cli",
        "ffmpeg -i in.mkv -c copy -f flv rtmp://a.rtmp.youtube.com/live2/{v}",
        value=_yt_key,
    ),
    k(
        "kick_stream_key",
        "config",
        "[kick]\nserver = rtmps://fa723fc1b171.global-contribute.live-video.net\nstream_key = {v}",
        value=lambda r: "sk_us-west-2_" + alnum(r, 12) + "_" + alnum(r, 30),
    ),
    k(
        "srt_passphrase",
        "cli",
        "ffmpeg -re -i show.ts -c copy -f mpegts 'srt://ingest.acme.tv:9000?streamid="
        "publish/live&passphrase={v}&pbkeylen=32'",
        value=lambda r: alnum(r, 24),
    ),
    k(
        "icecast_source_password",
        "config",
        "<authentication>\n    <source-password>{v}</source-password>\n"
        "    <relay-password>{k12}</relay-password>\n    <admin-user>admin</admin-user>\n"
        "    <admin-password>{k12}</admin-password>\n</authentication>",
    ),
    k(
        "twitch_irc_oauth",
        "config",
        "TWITCH_BOT_NICK=acme_bot\nTWITCH_OAUTH={v}",
        "PASS {v}\nNICK acme_bot\nJOIN #acme",
        value=lambda r: "oauth:" + lower_alnum(r, 30),
    ),
    k(
        "twitch_client_secret",
        "cli",
        "curl -X POST 'https://id.twitch.tv/oauth2/token' -d 'client_id={l30}"
        "&client_secret={v}&grant_type=client_credentials'",
        value=lambda r: lower_alnum(r, 30),
    ),
    k(
        "modrinth_pat",
        "config",
        "MODRINTH_TOKEN={v}",
        'modrinth {\n    token = "{v}"\n    projectId = "acme-tweaks"\n}',
        value=lambda r: "mrp_" + alnum(r, 60),
    ),
    k(
        "curseforge_api_key",
        "config",
        "curseforge:\n  api-key: '{v}'",
        "CF_API_KEY='{v}'",
        value=lambda r: "$2a$10$" + urlsafe(r, 53).replace("-", "."),
    ),
    k(
        "nexusmods_api_key",
        "cli",
        "curl -H 'apikey: {v}' https://api.nexusmods.com/v1/users/validate.json",
        value=lambda r: b64(r, 64) + "--" + b64(r, 24) + "==",
    ),
    k(
        "thunderstore_token",
        "cli",
        "tcli publish --token {v} --package-name AcmeTweaks",
        value=lambda r: "tss_" + alnum(r, 36),
    ),
    k(
        "itch_butler_key",
        "config",
        "env:\n  BUTLER_API_KEY: {v}\nrun: butler push build/ acme/game:linux",
        value=lambda r: alnum(r, 40),
    ),
    k(
        "hangar_upload_key",
        "config",
        "HANGAR_API_TOKEN={v}",
        value=lambda r: f"{uuid30(r)}.{uuid30(r)}",
    ),
    k(
        "patreon_webhook_secret",
        "code",
        "PATREON_WEBHOOK_SECRET = '{v}'\nsig = hmac.new(PATREON_WEBHOOK_SECRET.encode(), body, "
        "hashlib.md5).hexdigest()",
        value=lambda r: urlsafe(r, 64),
    ),
    k(
        "patreon_creator_token",
        "cli",
        "curl -H 'Authorization: Bearer {v}' 'https://www.patreon.com/api/oauth2/v2/campaigns'",
        value=lambda r: urlsafe(r, 43),
    ),
    k(
        "kofi_verification_token",
        "code",
        "KOFI_VERIFICATION_TOKEN = \"{v}\"\nif data['verification_token'] != "
        "KOFI_VERIFICATION_TOKEN:\n    abort(403)",
        value=uuid30,
    ),
    k(
        "gumroad_access_token",
        "cli",
        "curl https://api.gumroad.com/v2/sales -d access_token={v} -X GET",
        value=lambda r: urlsafe(r, 43),
    ),
    k(
        "streamlabs_socket_token",
        "config",
        "STREAMLABS_SOCKET_TOKEN={v}",
        value=_jwt,
    ),
    k(
        "roblox_open_cloud_key",
        "cli",
        "rbxcloud experience publish --filename game.rbxl --place-id {d10} --universe-id "
        "{d10} --version-type published --api-key {v}",
        value=lambda r: b64(r, 120),
    ),
    k(
        "roblox_security_cookie",
        "config",
        "ROBLOSECURITY=_|WARNING:-DO-NOT-SHARE-THIS.--Sharing-this-will-allow-someone-to-log-"
        "in-as-you-and-to-steal-your-ROBUX-and-items.|_{v}",
        value=lambda r: hexs(r, 160).upper(),
    ),
    k(
        "playfab_secret_key",
        "cli",
        "curl -X POST https://{U5}.playfabapi.com/Server/GetUserData -H 'X-SecretKey: {v}' "
        '-d \'{"PlayFabId": "{U16}"}\'',
        value=lambda r: pick(r, string.ascii_uppercase + string.digits, 50),
    ),
    k(
        "eos_client_secret",
        "config",
        '[/Script/OnlineSubsystemEOS.EOSSettings]\nClientId="xyza{k28}"\n'
        'ClientSecret="{v}"\nProductId="{h32}"',
        value=lambda r: urlsafe(r, 43),
    ),
)

WEB3_KINDS: tuple[Kind, ...] = (*_WALLETS, *_GAMES)
