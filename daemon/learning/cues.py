"""The judge's cue words in the other languages people write to agents in, mapped to its features.

The judge's structure features (judge.py), the hand-written patterns it
reads as features (statements.py `pattern_marks`) and the practice head's
marks (practice.py) are English words: always, never, from now on, in this
repo, make sure, I prefer, should, not X but Y, thanks, because… A turn in
another language fires none of them, and the English MiniLM vector says
little of it, so the judge has nothing to go on. Here each cue has its words
in Chinese (simplified and traditional), Japanese, Korean, Spanish,
Portuguese, French, German and Russian, and `cue(name, text)` says whether a
text holds one: the caller ORs it into the *same* feature as the English
words, so what the heads learned from English turns carries over.

Written from knowledge of the languages, never from a log. Chinese and
Japanese are matched as substrings (no spaces between words), Korean too
(its particles attach to the word); the languages with spaces at word
boundaries, case-insensitively. The tables are short on purpose: common,
plain words of each cue, not every inflection.
"""

from __future__ import annotations

import re
from functools import cache

__all__ = ["CUES", "LANGS", "cue", "opens"]

LANGS = ("zh", "ja", "ko", "es", "pt", "fr", "de", "ru")
#: the scripts matched as substrings (no word boundaries)
_NOSPACE_LANGS = frozenset({"zh", "ja", "ko"})

#: cue → language → alternatives (a regular expression)
CUES: dict[str, dict[str, str]] = {
    # always, never, every time (judge `always_never`; pattern `trigger`)
    "always": {
        "zh": "总是|總是|始终|始終|永远|永遠|每次|每一次|一律|从不|從不|绝不|絕不|随时|隨時",
        "ja": "常に|いつも|毎回|絶対に|決して|必ず",
        "ko": "항상|언제나|매번|절대|늘",
        "es": "siempre|nunca|jamás|cada vez",
        "pt": "sempre|nunca|jamais|toda vez|cada vez",
        "fr": "toujours|jamais|chaque fois",
        "de": "immer|niemals|nie|jedes ?mal|stets",
        "ru": "всегда|никогда|каждый раз|постоянно",
    },
    # from now on, next time, by default (judge `from_now_on`; pattern `standing`, `trigger`)
    "from_now": {
        "zh": "以后|以後|今后|今後|从现在开始|從現在開始|从今以后|往后|下次|默认|預設",
        "ja": "今後|これからは|次回から|次から|以降は|デフォルトで",
        "ko": "앞으로|이제부터|다음부터|기본적으로",
        "es": "de ahora en adelante|a partir de ahora|en adelante|la próxima vez|por defecto",
        "pt": "de agora em diante|a partir de agora|daqui pra frente|da próxima vez|por padrão",
        "fr": "désormais|dorénavant|à partir de maintenant|à l'avenir|la prochaine fois|par défaut",
        "de": "ab jetzt|von nun an|künftig|zukünftig|in zukunft|nächstes mal|standardmäßig",
        "ru": "впредь|отныне|с этого момента|в будущем|в следующий раз|по умолчанию",
    },
    # in this repo / project (judge `this_repo`; pattern `scope`)
    "this_repo": {
        "zh": "(?:这个|這個|本|我们的|我們的|该|該)"
        "(?:项目|項目|专案|專案|仓库|倉庫|代码库|程式碼|工程)|"
        "(?:项目|項目|专案|專案|仓库|倉庫)(?:里|裡|中|内|內)",
        "ja": "(?:この|本|うちの)(?:プロジェクト|リポジトリ|リポ|コードベース)",
        "ko": "(?:이|우리) ?(?:프로젝트|저장소|레포|코드베이스)",
        "es": "(?:en|para) (?:este|nuestro) (?:repo|repositorio|proyecto|código)",
        "pt": "(?:neste|nesse|no nosso|para este) (?:repo|repositório|projeto|código)",
        "fr": "(?:dans|pour) (?:ce|notre) (?:dépôt|repo|projet|code)",
        "de": "(?:in|für) (?:diesem|unserem|dieses|unser) (?:repo|repository|projekt|code)",
        "ru": "(?:в|для) (?:этом|нашем|этого|нашего) (?:репозитории|репо|проекте|проекта|коде)",
    },
    # everywhere, in all projects (judge `everywhere`; pattern `scope`)
    "everywhere": {
        "zh": "所有(?:的)?(?:项目|項目|仓库|倉庫|地方)|到处|到處|全局|全域",
        "ja": "(?:全て|すべて)の(?:プロジェクト|リポジトリ)|どこでも",
        "ko": "모든 ?(?:프로젝트|저장소)|어디서나|전역",
        "es": "en todos (?:los|mis|nuestros) (?:proyectos|repos)|en todas partes",
        "pt": "em todos os (?:projetos|repositórios)|em todo lugar",
        "fr": "dans tous (?:les|mes|nos) projets|partout",
        "de": "in allen (?:projekten|repos)|überall",
        "ru": "во всех (?:проектах|репозиториях)|везде|повсюду",
    },
    # make sure, remember, don't forget (judge `make_sure`; pattern `trigger`)
    "make_sure": {
        "zh": "确保|確保|务必|務必|记住|記住|记得|記得|别忘|別忘|不要忘|注意",
        "ja": "確認して|忘れないで|覚えておいて|注意して|気をつけて",
        "ko": "확인해|잊지 ?마|기억해|반드시|꼭",
        "es": "asegúrate|asegurate|recuerda|no olvides|ten en cuenta",
        "pt": "certifique-se|garanta|lembre-se|não esqueça|tenha em mente",
        "fr": "assure-toi|assurez-vous|n'oublie pas|n'oubliez pas|souviens-toi|veille à",
        "de": "stell(?:e)? sicher|achte darauf|denk(?:e)? daran|vergiss nicht|beachte",
        "ru": "убедись|убедитесь|не забывай|не забудь|помни|запомни|имей в виду",
    },
    # the person's own voice: I prefer, we use, I don't want (judge `voice`; pattern `habit`)
    "voice": {
        "zh": "我(?:们|們)?(?:更|比较|比較|一般|通常|习惯|習慣)?"
        "(?:喜欢|喜歡|倾向|傾向|偏好|用|使用)|我(?:们|們)?(?:不想|不喜欢|不喜歡|讨厌|討厭)|"
        "我(?:们|們)?的(?:习惯|習慣|风格|風格|规范|規範|约定|約定)",
        "ja": "(?:私|僕|俺|うち|我々)(?:たち)?(?:は|では)"
        ".{0,20}(?:使って|使います|好き|好み|しない)|"
        "(?:の方|ほう)が(?:好き|いい)",
        "ko": "(?:저|나|우리)(?:는|희는)? .{0,20}(?:선호|사용합니다|사용해요|씁니다|싫어)",
        "es": "prefiero|preferimos|usamos|utilizamos|no quiero|no queremos|me gusta|"
        "nuestra convención|nuestro estilo",
        "pt": "prefiro|preferimos|usamos|utilizamos|não quero|não queremos|eu gosto|"
        "nossa convenção|nosso estilo",
        "fr": "je préfère|nous préférons|on préfère|nous utilisons|on utilise|je ne veux pas|"
        "notre convention|notre style",
        "de": "ich bevorzuge|wir bevorzugen|wir verwenden|wir nutzen|wir benutzen|ich will nicht|"
        "ich möchte nicht|unsere konvention|unser stil",
        "ru": "я предпочитаю|мы предпочитаем|мы используем|я не хочу|мы не хотим|наш стиль|"
        "наше правило|у нас принято",
    },
    # a modal and its verb: should, must, have to (judge `modal_rule`; pattern `modal`)
    "modal": {
        "zh": "应该|應該|应当|應當|必须|必須|需要|得先|要求",
        "ja": "べき|なければならない|なければいけない|なきゃ|する必要が",
        "ko": "해야|하여야|되어야|필요가 있",
        "es": "debe|debes|deben|debería|deberías|hay que|tienes que|tiene que",
        "pt": "deve|devem|deveria|precisa|precisam|tem que|tem de",
        "fr": "doit|doivent|devrait|devriez|il faut|tu dois|vous devez",
        "de": "soll|sollte|sollten|muss|müssen|musst",
        "ru": "должен|должна|должно|должны|нужно|надо|следует|необходимо",
    },
    # not X but Y, X instead of Y (judge `condition`; pattern `contrast`)
    "contrast": {
        "zh": "而不是|而非|(?:不是|不要|别|別).{1,30}而是|代替|替代|取代|改用",
        "ja": "ではなく|じゃなくて|じゃなく|の代わりに|より",
        "ko": "대신|말고|가 아니라|이 아니라",
        "es": "en lugar de|en vez de|sino",
        "pt": "em vez de|ao invés de|mas sim",
        "fr": "au lieu de|plutôt que",
        "de": "statt|anstatt|anstelle von|sondern",
        "ru": "вместо|а не",
    },
    # a practice bound to a condition: no X unless / before (judge `condition`)
    "unless": {
        "zh": "除非|之前(?:不要|别|別|不能)|(?:没有|沒有|未经|未經).{0,10}(?:不要|别|別|不能|不准)",
        "ja": "しない限り|なしに|前に(?:必ず)?",
        "ko": "않는 한|없이는|전에",
        "es": "a menos que|salvo que|sin antes|antes de",
        "pt": "a menos que|salvo se|sem antes|antes de",
        "fr": "sauf si|à moins que|sans d'abord|avant de",
        "de": "außer wenn|es sei denn|ohne vorher|bevor",
        "ru": "если только не|без предварительного|пока не|перед тем как",
    },
    # a prohibition: don't, never, no X (pattern `prohibit`)
    "prohibit": {
        "zh": "不要|不用|别再|別再|禁止|不准|不许|不許|不得|不能|千万别|千萬別|请勿|請勿|勿",
        "ja": "ないで|するな|禁止|しないこと|ダメ|駄目",
        "ko": "하지 ?마|하지 ?말|금지|안 ?돼",
        "es": "no (?:uses|hagas|toques|modifiques|cambies|borres|añadas|agregues)|prohibido",
        "pt": "não (?:use|usa|faça|mexa|altere|modifique|apague|adicione)|proibido",
        "fr": "n'utilise pas|interdit|"
        "ne (?:touche|modifie|change|supprime|fais|mets) (?:pas|jamais)",
        "de": "(?:verwende|benutze|nutze|ändere|lösche|mach|berühre|füge) .{0,30}nicht|verboten",
        "ru": "не (?:используй|трогай|меняй|изменяй|удаляй|добавляй|делай)|нельзя|запрещено",
    },
    # here (pattern `here`)
    "here": {
        "zh": "这里|這裡|这边|這邊|此处|此處",
        "ja": "ここでは|ここで",
        "ko": "여기서|여기에서|여기는",
        "es": "aquí|acá",
        "pt": "aqui",
        "fr": "ici",
        "de": "hier",
        "ru": "здесь|тут",
    },
    # an announcement of how things are done: note, remember, heads-up (pattern `announce`)
    "announce": {
        "zh": "^\\W*(?:注意|提醒|备注|備註|记住|記住|说明|說明|顺便说|順便說)",
        "ja": "^\\W*(?:注意|メモ|念のため|覚えておいて|ちなみに)",
        "ko": "^\\W*(?:참고로|참고|주의|기억해)",
        "es": "^\\W*(?:nota|ojo|recuerda|para que sepas|como regla)",
        "pt": "^\\W*(?:nota|obs|lembre-se|só pra você saber|como regra)",
        "fr": "^\\W*(?:remarque|rappel|pour info|en règle générale)",
        "de": "^\\W*(?:hinweis|achtung|zur info|merke|als regel)",
        "ru": "^\\W*(?:заметка|примечание|напоминаю|к сведению|имей в виду)",
    },
    # a question's form (judge `question_end`, `question_any`)
    "question": {
        "zh": "(?:吗|嗎|呢|(?:什么|什麼|哪里|哪裡|多少|怎么样|怎麼樣|怎么办|怎麼辦)(?:的|呢|啊)?)"
        "\\s*[。?？]?\\s*$|为什么|為什麼|"
        "^\\W*(?:怎么|怎麼|如何|什么|什麼|哪|是否|能不能|可不可以)",
        "ja": "(?:ですか|ますか|でしょうか|かな)\\s*[。?？]?\\s*$|"
        "^\\W*(?:なぜ|どうして|どうやって|何が|どこ|いつ)",
        "ko": "(?:까요|나요|가요|습니까|는지)\\s*[?？]?\\s*$|"
        "^\\W*(?:왜|어떻게|무엇|뭐가|어디|언제)",
        "es": "^\\W*(?:por qué|cómo|qué|cuál|dónde|cuándo|puedes|podrías)",
        "pt": "^\\W*(?:por que|porque|como|o que|qual|onde|quando|pode|poderia)",
        "fr": "^\\W*(?:pourquoi|comment (?:on|je|tu|vous|faire|est)|qu'est-ce|quel|quelle|où|"
        "quand|peux-tu|pourrais-tu|est-ce que)",
        "de": "^\\W*(?:warum|wieso|wie|welche[rs]?|wo|wann|kannst du|könntest du)",
        "ru": "^\\W*(?:почему|зачем|как|что|какой|какая|где|когда|можешь|можно ли)",
    },
    # a correction's opener: no, wrong, that's not it (pattern `opener`)
    "opener": {
        "zh": "^\\W*(?:不对|不對|不是|错了|錯了|不行|停|等一下|等等)",
        "ja": "^\\W*(?:違う|ちがう|違います|いや|待って|そうじゃない|だめ|ダメ)",
        "ko": "^\\W*(?:아니|틀렸|잠깐|그게 아니)",
        "es": "^\\W*(?:espera|eso no|está mal|incorrecto)",
        "pt": "^\\W*(?:não,|não\\.|espera|isso não|está errado|errado)",
        "fr": "^\\W*(?:non,|non\\.|attends|ce n'est pas|c'est faux|pas comme ça)",
        "de": "^\\W*(?:nein|warte|das ist falsch|falsch|nicht so)",
        "ru": "^\\W*(?:нет,|нет\\.|стоп|подожди|не так|неправильно)",
    },
    # a request for a piece of work, politely: please, can you, help me (pattern `request`;
    # practice `task_verb`)
    "request": {
        "zh": "^\\W*(?:请|請|麻烦|麻煩)?(?:你)?(?:帮我|幫我|给我|給我|帮忙|幫忙|能不能|可以)",
        "ja": "(?:して|作って|追加して|修正して|直して|実装して|変更して|削除して|実行して|見て)"
        "(?:ください|下さい|くれ|ほしい)|お願い",
        "ko": "(?:해|만들어|추가해|수정해|고쳐|구현해|변경해|삭제해|실행해|확인해)"
        " ?(?:줘|주세요|줄래)",
        "es": "^\\W*(?:por favor,? )?(?:haz|crea|añade|agrega|arregla|corrige|implementa|cambia|"
        "elimina|borra|ejecuta|revisa|actualiza|escribe|genera|muestra|mira|busca|puedes)",
        "pt": "^\\W*(?:por favor,? )?(?:faça|faz|crie|cria|adicione|corrija|implemente|mude|"
        "remova|rode|verifique|atualize|escreva|gere|mostre|pode)",
        "fr": "^\\W*(?:s'il te plaît,? |stp,? )?(?:fais|faites|crée|créez|ajoute|ajoutez|corrige|"
        "corrigez|implémente|supprime|lance|exécute|vérifie|écris|génère|montre|peux-tu)",
        "de": "^\\W*(?:bitte,? )?(?:mach|erstelle|füge|behebe|implementiere|ändere|lösche|"
        "entferne|führe|prüfe|aktualisiere|schreib|generiere|zeig|kannst du)",
        "ru": "^\\W*(?:пожалуйста,? )?(?:сделай|создай|добавь|исправь|почини|реализуй|измени|"
        "удали|запусти|проверь|обнови|напиши|сгенерируй|покажи|посмотри|можешь)",
    },
    # a verb of a norm: use, prefer, keep, avoid, follow (practice `norm_verb`; pattern
    # `imperative` when it opens the sentence)
    "norm_verb": {
        "zh": "使用|保持|避免|遵循|遵守|优先|優先|统一|統一|尽量|盡量",
        "ja": "使って|使う|使用して|避けて|守って|従って|統一して",
        "ko": "사용해|사용하세요|써 ?주세요|피해|유지해|따라",
        "es": "usa|utiliza|prefiere|mantén|evita|sigue",
        "pt": "prefira|mantenha|evite|siga",
        "fr": "utilise|utilisez|préfère|garde|gardez|évite|évitez|respecte",
        "de": "verwende|benutze|nutze|bevorzuge|behalte|vermeide|halte dich an",
        "ru": "используй|используйте|предпочитай|держи|избегай|придерживайся|следуй",
    },
    # a word of the moment: now, this time, for now, today (pattern `one_off`; practice `now`)
    "now": {
        "zh": "这次|這次|这一次|這一次|暂时|暫時|今天|目前|先|"
        "(?<![从從])(?:现在|現在)(?!开始|開始|起)",
        "ja": "今回|とりあえず|一旦|今は|今日|一時的に",
        "ko": "이번에|일단|지금|오늘|임시로",
        "es": "esta vez|por ahora|(?<!de )ahora|hoy|temporalmente",
        "pt": "desta vez|por enquanto|(?<!de )agora|hoje|temporariamente",
        "fr": "cette fois|pour l'instant|pour le moment|(?<!de )maintenant|aujourd'hui|"
        "temporairement",
        "de": "diesmal|vorerst|erstmal|(?<!ab )jetzt|heute|vorübergehend",
        "ru": "в этот раз|пока что|сейчас|сегодня|временно",
    },
    # thanks, fine, great (pattern `chat`, on the first sentence)
    "chat": {
        "zh": "^\\W*(?:谢谢|謝謝|感谢|感謝|好的|不错|不錯|很好|太好了|可以了|辛苦了)",
        "ja": "^\\W*(?:ありがとう|了解|いいね|完璧|素晴らしい|おつかれ|お疲れ)",
        "ko": "^\\W*(?:감사|고마워|좋아요|좋네|완벽|수고)",
        "es": "^\\W*(?:gracias|perfecto|genial|vale|muy bien)",
        "pt": "^\\W*(?:obrigad[oa]|valeu|perfeito|ótimo|beleza)",
        "fr": "^\\W*(?:merci|parfait|super|génial|très bien)",
        "de": "^\\W*(?:danke|perfekt|super|prima|sehr gut)",
        "ru": "^\\W*(?:спасибо|отлично|супер|хорошо|класс)",
    },
    # because, otherwise (pattern `reason`)
    "reason": {
        "zh": "因为|因為|由于|由於|否则|否則|不然|以免",
        "ja": "なぜなら|ので|ため|さもないと",
        "ko": "때문에|왜냐하면|그렇지 않으면",
        "es": "porque|ya que|si no|de lo contrario",
        "pt": "porque|já que|senão|caso contrário",
        "fr": "parce que|sinon|puisque",
        "de": "weil|sonst|andernfalls",
        "ru": "потому что|так как|иначе|поскольку",
    },
    # the person speaking of what the agent just did (practice `you_did`)
    "you_did": {
        "zh": "你(?:又|怎么|怎麼|为什么|為什麼|刚才|剛才|把|忘了)|为什么你|為什麼你",
        "ja": "(?:あなた|君)が|勝手に|また.{0,10}(?:した|してる)",
        "ko": "왜 .{0,10}했|또 .{0,10}했|마음대로",
        "es": "has (?:hecho|cambiado|borrado|roto|olvidado|puesto)|hiciste|cambiaste|borraste|"
        "rompiste|olvidaste",
        "pt": "você (?:fez|mudou|apagou|esqueceu|quebrou|colocou)",
        "fr": "tu as|vous avez",
        "de": "du hast|sie haben",
        "ru": "ты (?:сделал|изменил|удалил|забыл|сломал|добавил)|зачем ты",
    },
    # a generic object: all files, every test (practice `generic`)
    "generic": {
        "zh": "所有(?:的)?(?:文件|檔案|代码|代碼|函数|函數|测试|測試|组件|組件|提交|模块|"
        "模組|接口)|"
        "每个|每個|任何",
        "ja": "(?:全て|すべて)の|各(?:ファイル|関数|テスト|コンポーネント)",
        "ko": "모든|각 (?:파일|함수|테스트|컴포넌트)",
        "es": "tod[oa]s (?:los|las) (?:archivos|tests|pruebas|funciones|componentes|commits)|cada",
        "pt": "tod[oa]s (?:os|as) (?:arquivos|testes|funções|componentes|commits)|cada",
        "fr": "tou(?:s|tes) les (?:fichiers|tests|fonctions|composants|commits)|chaque",
        "de": "alle (?:dateien|tests|funktionen|komponenten|commits)|jede[rsn]?",
        "ru": "все (?:файлы|тесты|функции|компоненты|коммиты)|каждый|каждая|каждое",
    },
}


@cache
def _pattern(name: str) -> re.Pattern[str]:
    table = CUES[name]
    nospace = "|".join(f"(?:{table[lang]})" for lang in LANGS if lang in _NOSPACE_LANGS)
    spaced = "|".join(f"(?:{table[lang]})" for lang in LANGS if lang not in _NOSPACE_LANGS)
    # a spaced language's words at word boundaries: "da" not inside "daten"
    return re.compile(f"{nospace}|(?<!\\w)(?:{spaced})(?!\\w)", re.I | re.M)


def cue(name: str, text: str) -> bool:
    """Whether `text` holds a cue of `name` (one of `CUES`) in one of `LANGS`."""
    return _pattern(name).search(text) is not None


#: a polite word before an order: please, 请, bitte…
_POLITE = re.compile(
    r"^\W*(?:请|請|麻烦你|麻煩你|por favor,?\s*|bitte,?\s*|s'il (?:te|vous) pla[iî]t,?\s*|"
    r"stp,?\s*|пожалуйста,?\s*)?",
    re.I,
)


def opens(name: str, text: str) -> bool:
    """Whether `text` opens with a cue of `name` (after a polite word: please, 请, bitte…)."""
    polite = _POLITE.match(text)
    return _pattern(name).match(text, polite.end() if polite else 0) is not None
