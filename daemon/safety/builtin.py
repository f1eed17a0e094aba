"""The built-in rules, in the order a `Sanitizer` runs them (sanitize.py's default).

Each module of `safety/` that finds secrets exports its rules as one tuple; this module
joins them, so that the engine (sanitize.py) holds the redaction's mechanism and this one
the list of what it looks for. A round of issue 27 that adds a module adds its tuple here.
"""

from __future__ import annotations

from kenning.daemon.safety.arguments import ARGUMENT_RULES
from kenning.daemon.safety.around import AROUND_RULES
from kenning.daemon.safety.bare import BARE_RULES
from kenning.daemon.safety.beside import BESIDE_RULES
from kenning.daemon.safety.built import BUILT_RULES
from kenning.daemon.safety.captured import CAPTURED_RULES
from kenning.daemon.safety.carried import CARRIED_RULES
from kenning.daemon.safety.clauses import CLAUSE_RULES
from kenning.daemon.safety.cli_args import CLI_ARG_RULES
from kenning.daemon.safety.codes import CODE_RULES
from kenning.daemon.safety.columns import COLUMNS_RULES
from kenning.daemon.safety.commands import COMMAND_RULES
from kenning.daemon.safety.credential_ids import CREDENTIAL_ID_RULES
from kenning.daemon.safety.encoded import ENCODED_RULES
from kenning.daemon.safety.endings import ENDING_RULES
from kenning.daemon.safety.forms import FORM_RULES
from kenning.daemon.safety.given import GIVEN_RULES
from kenning.daemon.safety.handed import HANDED_RULES
from kenning.daemon.safety.hooks import HOOK_RULES
from kenning.daemon.safety.keybytes import KEYBYTE_RULES
from kenning.daemon.safety.layouts import LAYOUT_RULES
from kenning.daemon.safety.legacy import LEGACY_RULES
from kenning.daemon.safety.linked import LINKED_RULES
from kenning.daemon.safety.markup import MARKUP_RULES
from kenning.daemon.safety.material import MATERIAL_RULES
from kenning.daemon.safety.morse import MORSE_RULES
from kenning.daemon.safety.names import name_rule
from kenning.daemon.safety.native_names import NATIVE_NAME_RULES
from kenning.daemon.safety.pairs import PAIR_RULES
from kenning.daemon.safety.pasted import IN_WORDS, VENDOR_RULES
from kenning.daemon.safety.pieces import PIECE_RULES
from kenning.daemon.safety.placed import PLACED_RULES
from kenning.daemon.safety.places import PLACE_RULES
from kenning.daemon.safety.positional import POSITIONAL_RULES
from kenning.daemon.safety.printed import PRINTED_RULES
from kenning.daemon.safety.relayed import RELAYED_RULES
from kenning.daemon.safety.remarked import REMARKED_RULES
from kenning.daemon.safety.rendered import RENDERED_RULES
from kenning.daemon.safety.run_lines import RUN_LINE_RULES
from kenning.daemon.safety.sdk_calls import SDK_CALL_RULES
from kenning.daemon.safety.secret_rules import TOKEN_RULES, SecretRule
from kenning.daemon.safety.shapes import SHAPE_RULES
from kenning.daemon.safety.sign_in_links import SIGN_IN_RULES
from kenning.daemon.safety.signing_flags import SIGNING_FLAG_RULES
from kenning.daemon.safety.split import SPLIT_RULES
from kenning.daemon.safety.spoken import LANGUAGE_RULES
from kenning.daemon.safety.stated import STATED_RULES
from kenning.daemon.safety.tables import TABLE_RULES
from kenning.daemon.safety.told import TOLD_RULES
from kenning.daemon.safety.tongues import TONGUE_RULES
from kenning.daemon.safety.typed import TYPED_RULES
from kenning.daemon.safety.valued import VALUED_RULES
from kenning.daemon.safety.vendor_names import VENDOR_NAME_RULES
from kenning.daemon.safety.verbs import VERB_RULES
from kenning.daemon.safety.wallets import WALLET_RULES
from kenning.daemon.safety.wrapped import WRAPPED_RULES

__all__ = ["BUILTIN_RULES"]

#: every built-in rule: shapes (secret_rules.py), names, and values named in prose
#: (names.py, with pasted.py's `IN_WORDS`), command lines, cookies and credential files
#: (commands.py), markup (markup.py), more vendors' shapes (pasted.py)
BUILTIN_RULES: tuple[SecretRule, ...] = (
    *TOKEN_RULES,
    name_rule(IN_WORDS),
    *COMMAND_RULES,
    *MARKUP_RULES,
    *VENDOR_RULES,
    *POSITIONAL_RULES,
    *LAYOUT_RULES,
    *LANGUAGE_RULES,
    *SHAPE_RULES,
    *WALLET_RULES,
    *PLACE_RULES,
    *BARE_RULES,
    *CLAUSE_RULES,
    *VENDOR_NAME_RULES,
    *HOOK_RULES,
    *CLI_ARG_RULES,
    *MATERIAL_RULES,
    *CREDENTIAL_ID_RULES,
    *PAIR_RULES,
    *CODE_RULES,
    *STATED_RULES,
    *VERB_RULES,
    *BESIDE_RULES,
    *AROUND_RULES,
    *TOLD_RULES,
    *PLACED_RULES,
    *FORM_RULES,
    *ENCODED_RULES,
    *SPLIT_RULES,
    *HANDED_RULES,
    *KEYBYTE_RULES,
    *MORSE_RULES,
    *ARGUMENT_RULES,
    *GIVEN_RULES,
    *LINKED_RULES,
    *TABLE_RULES,
    *SDK_CALL_RULES,
    *PIECE_RULES,
    *TONGUE_RULES,
    *NATIVE_NAME_RULES,
    *RELAYED_RULES,
    *RENDERED_RULES,
    *PRINTED_RULES,
    *WRAPPED_RULES,
    *COLUMNS_RULES,
    *ENDING_RULES,
    *CARRIED_RULES,
    *REMARKED_RULES,
    *SIGNING_FLAG_RULES,
    *TYPED_RULES,
    *RUN_LINE_RULES,
    *SIGN_IN_RULES,
    *VALUED_RULES,
    *BUILT_RULES,
    *CAPTURED_RULES,
    *LEGACY_RULES,
)
