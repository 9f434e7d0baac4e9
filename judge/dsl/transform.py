"""Turn one parsed line into a statement carrying AST nodes (used inside the Lark LALR parse).

The transformer runs embedded in the parser (no parse tree is built). It never raises for
bad input: problems that the grammar cannot see (an unknown mana symbol, a type line with
an unknown type, an edition that does not exist) are appended to ``self.errors`` as
``(column, message, hint)`` and the statement is still produced where possible.

Also here: the small sub-languages inside tokens (mana costs, type lines, editions) that
the library loader and the printer use too.
"""

from __future__ import annotations

import dataclasses
import re
from typing import Any, Callable, Optional, Union

from judge.dsl import ast as A
from judge.dsl import limits
from judge.dsl.errors import did_you_mean
from judge.dsl.type_lines import CARD_TYPES, SUPERTYPES, TYPE_WORDS, parse_type_line  # noqa: F401 (re-exported)
from judge._speed.lalr.driver import Token
from judge._speed.fastdataclass import dataclass_for
from judge.zones import ZONE_NAMED, Zone

dataclass = dataclass_for("ast")  # dataclasses.dataclass, methods generated

#: What a token is: the fast driver's :class:`judge._speed.lalr.driver.Token`, and lark's own once
#: lark parses (see :func:`lark_transformer`).
_TOKENS: tuple = (Token,)

# --------------------------------------------------------------------------- sub-languages

_MANA_BRACED = re.compile(r"(?:\{([^{}]*)\})")
_MANA_O = re.compile(r"(?:o([0-9]+|[A-Za-z]))+")
_MANA_O_ITEM = re.compile(r"o([0-9]+|[A-Za-z])")
_MANA_COMPACT = re.compile(r"([0-9]+)?([WUBRGXYZ]*)")
MANA_LETTERS = frozenset("WUBRGXYZ")


def normalize_mana(text: str) -> str:
    """``{1}{G}``, ``1G`` or ``o1oG`` → ``{1}{G}``; raises ValueError in words otherwise."""
    t = text.strip()
    symbols: list[str] = []
    if t.startswith("{"):
        pos = 0
        for m in _MANA_BRACED.finditer(t):
            if m.start() != pos:
                break
            symbols.append(m.group(1).upper())
            pos = m.end()
        if pos != len(t):
            raise ValueError(f"'{t}' is not a mana cost: write symbols in braces, such as {{2}}{{G}}")
    elif _MANA_O.fullmatch(t):
        symbols = [s.upper() for s in _MANA_O_ITEM.findall(t)]
    else:
        m = _MANA_COMPACT.fullmatch(t)
        if not t or not m:
            raise ValueError(f"'{t}' is not a mana cost: write it as {{1}}{{G}}, 1G or o1oG")
        if m.group(1):
            symbols.append(str(int(m.group(1))))
        symbols.extend(m.group(2))
    for s in symbols:
        if not (s.isdigit() or s in MANA_LETTERS):
            later = " — the era had no {C}: colorless mana is written {1}, {2} …" if s.upper() == "C" else ""
            raise ValueError(f"'{{{s}}}' is not a mana symbol (use a number, W, U, B, R, G or X){later}")
    if not symbols:
        raise ValueError("an empty mana cost: write {0} for a cost of zero")
    return "".join("{" + (str(int(s)) if s.isdigit() else s) + "}" for s in symbols)


_TYPE_LINE_PROBLEMS: dict[str, str] = {}


def _type_line_problem(text: str) -> str:
    """What :func:`parse_type_line` says is wrong with ``text`` ("" if nothing), remembered."""
    problem = _TYPE_LINE_PROBLEMS.get(text)
    if problem is None:
        try:
            parse_type_line(text)
            problem = ""
        except ValueError as exc:
            problem = str(exc)
        if len(_TYPE_LINE_PROBLEMS) < 4096:
            _TYPE_LINE_PROBLEMS[text] = problem
    return problem


EDITION_ALIASES = {"classic": "classic", "classic-2000": "classic", "sixth": "classic", "6e": "classic"}


def normalize_edition(word: str) -> str:
    w = word.lower()
    if w in A.EDITIONS:
        return w
    if w in EDITION_ALIASES:
        return EDITION_ALIASES[w]
    best = did_you_mean(w, A.EDITIONS + ("classic-2000",))
    hint = f" (did you mean '{best}'?)" if best else ""
    raise ValueError(f"unknown rules edition '{word}': one of {', '.join(A.EDITIONS)}{hint}")


COLOR_NAMES = ("white", "blue", "black", "red", "green")
STEP_ALIASES = {"first main": "precombat main", "second main": "postcombat main"}

_ESCAPE = re.compile(r"\\(.)")


def unquote(token: str) -> str:
    if token.startswith("\u201c") or "\\" not in token:
        return token[1:-1]
    return _ESCAPE.sub(lambda m: "\n" if m.group(1) == "n" else m.group(1), token[1:-1])


def quote(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n") + '"'


# --------------------------------------------------------------------------- statements


@dataclass
class Stmt:
    """One parsed line: ``kind`` and its payload; ``column`` of its first character."""

    kind: str
    value: Any
    line: int = 0
    column: int = 1
    #: Words of later rules read as the Classic ones on this line (judge.dsl.modern).
    readings: tuple = ()


@dataclass
class _Name:
    text: str
    column: int
    quoted: bool

    @property
    def end(self) -> int:
        return self.column + len(self.text) + (2 if self.quoted else 0) - 1


_POSS = re.compile(r"^(.*?)(?:'s|\u2019s)$")


def _strip_poss(text: str) -> tuple[str, bool]:
    if "\n" not in text:  # what _POSS matches, without the regex
        if text.endswith("'s") or text.endswith("\u2019s"):
            return text[:-2], True
    else:
        m = _POSS.match(text)
        if m:
            return m.group(1), True
    if text.endswith("s'") or text.endswith("s\u2019"):
        return text[:-1], True
    return text, False


class LineCallbacks:
    """Callbacks of grammar.lark, one method per rule, called with the rule's kept children
    (as lark's ``v_args(inline=True)`` would). ``line`` and ``players`` are set before each
    parse. A plain class, so that the fast driver (:mod:`judge.dsl.lalr`) needs no lark;
    :func:`lark_transformer` makes lark's transformer with the same methods."""

    def __init__(self) -> None:
        self.line = 1
        self.players: frozenset[str] = frozenset()
        self.errors: list[tuple[int, str, str]] = []
        #: Words of later rules read as the Classic ones on this line (judge.dsl.modern).
        self.readings: list[A.Reading] = []

    # ----------------------------------------------------------------- helpers
    def _err(self, column: int, message: str, hint: str = "") -> None:
        self.errors.append((column, message, hint))

    def _span(self, column: int, end_column: Optional[int] = None) -> A.Span:
        return A.Span(self.line, column, self.line, end_column if end_column is not None else column)

    def _tspan(self, tok: Token) -> A.Span:
        return A.Span(self.line, tok.column, self.line, tok.column + len(tok) - 1)

    def _player(self, n: _Name) -> str:
        """A player's name as written (a possessive "Bob's" gives "Bob")."""
        if n.quoted:
            return n.text
        base, poss = _strip_poss(n.text)
        return base if poss and base in self.players else (base if poss and " " not in base else n.text)

    def _ref(self, n: _Name, zone: Optional[Zone] = None, owner: Optional[str] = None) -> A.Ref:
        name, player = n.text, owner
        if not n.quoted and ("s " in name or "s' " in name or "s\u2019 " in name):
            # a possessive inside: "Bob's Grizzly Bears"; of a name ending in s, "Chris' Grizzly Bears" too (the
            # trace's form, judge.cards.describe.possessive)
            for sep in ("'s ", "\u2019s ", "' ", "\u2019 "):
                head, found, tail = name.partition(sep)
                if found and head in self.players and tail and (sep[1] == "s" or head.endswith("s")):
                    name, player = tail, head
                    break
        return A.Ref(name=name, player=player, zone=zone, span=self._span(n.column, n.end))

    def _label(self, tok: Token) -> str:
        return str(tok)[1:]

    def _modern(self, tok: Token, written: Optional[str] = None) -> str:
        """The Classic words of the later rules' ``tok`` (judge.dsl.modern), noted."""
        from judge.dsl import modern

        word = written or " ".join(str(tok).split())
        classic = modern.classic(word)
        self.readings.append(A.Reading(word, classic, span=self._tspan(tok)))
        return classic

    def _step(self, tok: Token) -> A.Step:
        """A step, by its name (``first main`` is ``precombat main``; a later rules' name, noted):
        the words become a :class:`Step` here, at the parser's edge."""
        s = " ".join(str(tok).split()).lower()
        if s in STEP_ALIASES:
            return A.STEP_NAMED[STEP_ALIASES[s]]
        if s.startswith(("main", "end step")):
            return A.STEP_NAMED[self._modern(tok, s)]
        return A.STEP_NAMED[s]

    # ----------------------------------------------------------------- basics
    def start(self, stmt: Stmt) -> Stmt:
        if self.readings:
            stmt.readings = tuple(self.readings)
            self.readings = []
        return stmt

    def name(self, tok: Token) -> _Name:
        if tok.type == "STRING":
            return _Name(unquote(str(tok)), tok.column, True)
        return _Name(str(tok), tok.column, False)

    def oref(self, item: Any) -> A.Ref:
        if isinstance(item, _TOKENS):
            return A.Ref(label=self._label(item), span=self._tspan(item))
        return self._ref(item)

    def ref_named(self, n: _Name, owner: Optional[_Name] = None, zone: Optional[Zone] = None) -> A.Ref:
        if zone is None and isinstance(owner, Zone):
            owner, zone = None, owner
        return self._ref(n, zone=zone, owner=self._player(owner) if owner is not None else None)

    def ref_label(self, tok: Token) -> A.Ref:
        return A.Ref(label=self._label(tok), span=self._tspan(tok))

    def ref_list(self, *refs: A.Ref) -> tuple[A.Ref, ...]:
        return refs

    def label(self, tok: Token) -> str:
        return self._label(tok)

    # ----------------------------------------------------------------- header
    def title(self, tok: Token) -> Stmt:
        return Stmt("title", unquote(str(tok)), column=tok.column)

    def edition(self, tok: Token) -> Stmt:
        try:
            value = normalize_edition(str(tok))
        except ValueError as exc:
            self._err(tok.column, str(exc))
            value = "classic"
        return Stmt("edition", value, column=tok.column)

    def note(self, tok: Token) -> Stmt:
        return Stmt("note", unquote(str(tok)), column=tok.column)

    def mana_tracking(self, neg: Optional[Token] = None) -> Stmt:
        return Stmt("mana_tracking", neg is None)

    def wording(self, which: A.Wording) -> Stmt:
        return Stmt("wording", which)

    def wd_printed(self) -> A.Wording:
        return A.Wording.PRINTED

    def wd_oracle(self) -> A.Wording:
        return A.Wording.ORACLE

    # ----------------------------------------------------------------- cards
    def card_header(self, n: _Name) -> Stmt:
        return Stmt("card", n.text, column=n.column)

    def field_cost(self, tok: Token) -> Stmt:
        try:
            value = normalize_mana(str(tok))
        except ValueError as exc:
            self._err(tok.column, str(exc))
            value = None
        return Stmt("field", ("cost", value), column=tok.column)

    def field_type(self, tok: Token) -> Stmt:
        text = " ".join(str(tok).split())
        try:
            parts = parse_type_line(text)
        except ValueError as exc:
            self._err(tok.column, str(exc))
            parts = None
        return Stmt("field", ("type", (text, parts)), column=tok.column)

    def field_pt(self, tok: Token) -> Stmt:
        p, t = str(tok).split("/", 1)
        return Stmt("field", ("pt", (p, t)), column=tok.column)

    def field_text(self, tok: Token) -> Stmt:
        return Stmt("field", ("text", unquote(str(tok))), column=tok.column)

    def field_colors(self, colors: tuple[str, ...]) -> Stmt:
        return Stmt("field", ("colors", colors))

    def color_list(self, *toks: Token) -> tuple[str, ...]:
        return _colors(toks)

    # ----------------------------------------------------------------- players, turn
    def player_decl(self, n: _Name, *numbers: Token) -> Stmt:
        life = next((int(t) for t in numbers if t.type == "SIGNED"), 20)
        poison = next((int(t) for t in numbers if t.type == "INT"), 0)
        return Stmt("player", A.PlayerDecl(n.text, life, span=self._span(n.column, n.end), poison=poison),
                    column=n.column)

    def step_word(self, *a: Any) -> None:
        return None

    def turn_compact(self, n: _Name, step: Token, _w: Any = None) -> Stmt:
        return Stmt("turn", A.TurnDecl(self._player(n), self._step(step), span=self._span(n.column)), column=n.column)

    def turn_phrase(self, step: Token, *rest: Any) -> Stmt:
        n = rest[-1]
        return Stmt("turn", A.TurnDecl(self._player(n), self._step(step), span=self._span(step.column)),
                    column=step.column)

    def turn_number(self, tok: Token) -> Stmt:
        return Stmt("turn_number", int(tok), column=tok.column)

    def land_played(self, n: _Name, neg: Optional[Token] = None) -> Stmt:
        return Stmt("land", (self._player(n), neg is None), column=n.column)

    # ----------------------------------------------------------------- zones
    # (the words become a :class:`Zone` here, at the parser's edge: the AST holds members only)
    def zn_library(self) -> Zone:
        return Zone.LIBRARY

    def zn_hand(self) -> Zone:
        return Zone.HAND

    def zn_graveyard(self) -> Zone:
        return Zone.GRAVEYARD

    def zn_play(self) -> Zone:
        return Zone.IN_PLAY

    def zn_removed(self) -> Zone:
        return Zone.REMOVED

    def zn_battlefield(self, tok: Token) -> Zone:
        return ZONE_NAMED[self._modern(tok)]

    def zn_exile(self, tok: Token) -> Zone:
        return ZONE_NAMED[self._modern(tok)]

    def zone_decl(self, n: _Name, zone: Zone, objects: tuple = ()) -> Stmt:
        player = self._player(n)
        decls: list[A.ObjectDecl] = []
        for kw, span in objects:
            owner = kw.pop("owner", None)
            if owner == player:
                owner = None
            if kw.get("unknown") and zone is not Zone.LIBRARY:
                self._err(span.column, "unknown cards can only be in a library")
            if zone is not Zone.IN_PLAY:
                for key, what in (("tapped", "tapped"), ("damage", "damage"), ("counters", "counters"),
                                  ("attached_to", "attached to"), ("sick", "sick"), ("timestamp", "a timestamp"),
                                  ("attacking", "attacking"), ("blocking", "blocking")):
                    if kw.get(key):
                        self._err(span.column, f"only a permanent in play can be {what}" if key != "counters"
                                  else "only a permanent in play can have counters")
                if owner is not None:
                    self._err(span.column, "'owned by' is for permanents in play (in other zones, the zone's player is the owner)")
                if kw.get("token"):
                    self._err(span.column, "a token can only be declared in play")
            decls.append(A.ObjectDecl(player=player, zone=zone, owner=owner, span=span, **kw))
        return Stmt("zone", tuple(decls), column=n.column)

    def object_list(self, *objs: Any) -> tuple:
        out: list = []
        for o in objs:
            out.extend(o)
        return tuple(out)

    def obj_card(self, *items: Any) -> list:
        count = 1
        kw: dict[str, Any] = {}
        n: Optional[_Name] = None
        column = 1
        for it in items:
            if isinstance(it, _TOKENS) and it.type == "INT":
                count = int(it)
                column = it.column
            elif isinstance(it, _Name):
                n = it
                if column == 1 or count == 1:
                    column = it.column
            elif isinstance(it, str):
                kw["label"] = it
            elif isinstance(it, A.Ref):
                kw["attached_to"] = it
            elif isinstance(it, dict):
                for k, v in it.items():
                    if k == "counters":
                        kw["counters"] = kw.get("counters", ()) + v
                    else:
                        kw[k] = v
        assert n is not None
        span = self._span(column, n.end)
        if count < 1:
            self._err(column, "a number of copies must be at least 1")
            count = 1
        if count > limits.COPIES.value:
            self._err(column, limits.exceeded(limits.COPIES, count))
            count = 1
        if count > 1 and "label" in kw:
            self._err(column, "a label names one object: give each copy its own line item and label")
        return [(dict(kw, card=n.text), span) for _ in range(count)]

    def obj_unknown(self, tok: Token) -> list:
        count = int(tok)
        if count > limits.OBJECTS.value:
            self._err(tok.column, limits.exceeded(limits.OBJECTS, count))
            count = 1
        return [({"unknown": count}, self._span(tok.column))]

    def obj_token(self, name: Token, *items: Any) -> list:
        pt: Optional[tuple[str, str]] = None
        colors: list[str] = []
        type_line = ""
        text = ""
        kw: dict[str, Any] = {}
        for it in items:
            if isinstance(it, _TOKENS):
                if it.type == "PT":
                    pt = tuple(str(it).split("/", 1))  # type: ignore[assignment]
                elif it.type == "COLOR":
                    colors.append(str(it))
                elif it.type == "TYPEWORDS":
                    type_line = " ".join(str(it).split())
                    problem = _type_line_problem(type_line)
                    if problem:
                        self._err(it.column, problem)
            elif isinstance(it, tuple) and it and it[0] == "text":
                text = it[1]
            elif isinstance(it, str):
                kw["label"] = it
            elif isinstance(it, A.Ref):
                kw["attached_to"] = it
            elif isinstance(it, dict):
                for k, v in it.items():
                    kw[k] = kw.get("counters", ()) + v if k == "counters" else v
        span = self._span(name.column - 6 if name.column > 6 else 1)
        token = A.TokenDef(name=unquote(str(name)), type_line=type_line, colors=_colors(colors),
                           power=pt[0] if pt else None, toughness=pt[1] if pt else None, text=text,
                           span=self._span(name.column))
        return [(dict(kw, token=token), span)]

    def token_text(self, tok: Token) -> tuple:
        return ("text", unquote(str(tok)))

    def attachment(self, ref: A.Ref) -> A.Ref:
        return ref

    def status(self, *items: dict) -> dict:
        out: dict[str, Any] = {}
        for it in items:
            for k, v in it.items():
                # (each "chose" one choice: "(chose red, chose Goblin)" for "choose a color and a
                # creature type", 410.10e, in the card's order)
                if k in ("counters", "pumps", "chose", "blocking"):
                    out[k] = out.get(k, ()) + v
                else:
                    out[k] = v
        return out

    def st_tapped(self) -> dict:
        return {"tapped": True}

    def st_untapped(self) -> dict:
        return {"tapped": False}

    def st_damage(self, tok: Token) -> dict:
        return {"damage": int(tok)}

    def st_counters(self, tok: Token, kind: str) -> dict:
        return {"counters": (A.Counter(kind, int(tok), span=self._tspan(tok)),)}

    def st_counter(self, kind: str) -> dict:
        return {"counters": (A.Counter(kind, 1),)}

    def st_sick(self) -> dict:
        return {"sick": True}

    def st_attacking(self) -> dict:
        return {"attacking": True}

    def st_blocking(self, *refs: A.Ref) -> dict:
        return {"blocking": tuple(refs)}

    def st_chose(self, what: Any) -> dict:
        # what was chosen as it came into play, before the scenario began (410.10e)
        word = what.text if isinstance(what, _Name) else str(what)
        return {"chose": (word,)}

    def st_owner(self, n: _Name) -> dict:
        return {"owner": self._player(n)}

    def st_attached(self, ref: A.Ref) -> dict:
        return {"attached_to": ref}

    def st_timestamp(self, tok: Token) -> dict:
        return {"timestamp": int(tok)}

    def st_pump(self, tok: Token) -> dict:
        return {"pumps": (str(tok),)}

    def st_shields(self, tok: Token) -> dict:
        return {"shields": int(tok)}

    def st_shield(self) -> dict:
        return {"shields": 1}

    def st_wording(self, which: A.Wording) -> dict:
        return {"wording": which}

    def stack_wording(self, which: A.Wording) -> A.Wording:
        return which

    def counter_kind(self, tok: Token) -> str:
        return str(tok)

    def pool_decl(self, n: _Name, tok: Token) -> Stmt:
        try:
            mana = normalize_mana(str(tok))
        except ValueError as exc:
            self._err(tok.column, str(exc))
            mana = ""
        return Stmt("pool", A.ManaPool(self._player(n), mana, span=self._span(n.column)), column=n.column)

    def prevention_decl(self, tok: Token, ref: A.Ref) -> Stmt:
        return Stmt("prevention", A.Prevention(int(tok), ref, span=self._tspan(tok)))

    # ----------------------------------------------------------------- stack
    def stack_header(self) -> Stmt:
        return Stmt("stack", None)

    def _clauses(self, clauses: list[tuple], allowed: tuple[str, ...], column: int) -> dict[str, Any]:
        kw: dict[str, Any] = {}
        for key, value, col in clauses:
            if key not in allowed:
                self._err(col, "an object already on the stack is described only by targeting, X, "
                               "choosing and dividing" if key in ("paying", "costs") else f"'{key}' is not allowed here")
                continue
            if key in ("costs", "additional"):
                kw[key] = kw.get(key, ()) + (value,)
            elif key in kw:
                self._err(col, f"'{_CLAUSE_WORD[key]}' given twice")
            else:
                kw[key] = value
        return kw

    def si_spell(self, n: _Name, *rest: Any) -> Stmt:
        wording = rest[0] if rest and isinstance(rest[0], A.Wording) else None
        rest = rest[1:] if wording is not None else rest
        label = rest[0] if rest and isinstance(rest[0], str) else None
        rest = rest[1:] if label is not None else rest
        controller = self._player(rest[0])
        kw = self._clauses(list(rest[1:]), ("targets", "x", "modes", "divide"), n.column)
        item = A.StackItem(kind="spell", controller=controller, card=n.text, label=label,
                           span=self._span(n.column), wording=wording, **kw)
        return Stmt("stack_item", item, column=n.column)

    def si_ability(self, src: Any, *rest: Any) -> Stmt:
        if isinstance(src, _TOKENS):
            lab, poss = _strip_poss(self._label(src))
            source = A.Ref(label=lab, span=self._tspan(src))
            column = src.column
        else:
            text, poss = (src.text, False) if src.quoted else _strip_poss(src.text)
            source = self._ref(_Name(text, src.column, src.quoted))
            column = src.column
            if not poss and not src.quoted:
                self._err(src.column, f"write the source of the ability as a possessive: {src.text}'s ability")
        items = list(rest)
        ability: Any = None
        label: Optional[str] = None
        if items and isinstance(items[0], tuple) and items[0][0] == "pick":
            ability = items.pop(0)[1]
        if items and isinstance(items[0], str):
            label = items.pop(0)
        controller = self._player(items.pop(0))
        kw = self._clauses(items, ("targets", "x", "modes", "divide"), column)
        item = A.StackItem(kind="ability", controller=controller, source=source, ability=ability,
                           label=label, span=self._span(column), **kw)
        return Stmt("stack_item", item, column=column)

    def ability_pick(self, tok: Token) -> tuple:
        return ("pick", int(tok) if tok.type == "INT" else unquote(str(tok)))

    def si_combat(self, *dealt: A.DamageAssignment) -> Stmt:
        item = A.StackItem(kind="combat damage", controller="", assignments=dealt, span=self._span(1))
        return Stmt("stack_item", item)

    def dealt(self, source: A.Ref, amount: Token, target: A.Ref) -> A.DamageAssignment:
        return A.DamageAssignment(target=target, amount=int(amount), source=source, span=source.span)

    # ----------------------------------------------------------------- actions
    def _act(self, act: A.Action) -> Stmt:
        return Stmt("action", act, column=act.span.column if act.span else 1)  # type: ignore[attr-defined]

    def act_play(self, n: _Name, ref: A.Ref) -> Stmt:
        return self._act(A.PlayLand(self._player(n), ref, span=self._span(n.column)))

    def act_cast(self, n: _Name, ref: A.Ref, *rest: Any) -> Stmt:
        label = rest[0] if rest and isinstance(rest[0], str) else None
        clauses = list(rest[1:] if label is not None else rest)
        kw = self._x_clauses(self._clauses(clauses, _ALL_CLAUSES + ("alternative", "buyback", "additional"), n.column),
                             n.column)
        return self._act(A.Cast(self._player(n), ref, label=label, span=self._span(n.column), **kw))

    def _x_clauses(self, kw: dict[str, Any], column: int) -> dict[str, Any]:
        """``with X up to N`` implies ``of the player's choice``; neither goes with ``X = N``."""
        if "x_max" in kw:
            kw["x_open"] = True
        if kw.get("x_open") and "x" in kw:
            self._err(column, "X is either given ('with X = 3') or left to the player ('with X of her choice'), not both")
        return kw

    def _possessed(self, ref: A.Ref, sel: tuple) -> A.Ref:
        """``River Boa's ability`` (a bare ``ability`` after a possessive): the source is River
        Boa, its activated ability the one meant (noted, judge.dsl.modern)."""
        text = ref.label if ref.label is not None else ref.name
        base, poss = _strip_poss(text or "")
        if not poss or sel[1] is not None:
            return ref
        written = f"{'@' if ref.label is not None else ''}{text} ability"
        self.readings.append(A.Reading(written, f"{'@' if ref.label is not None else ''}{base}", span=ref.span,
                                       note="its activated ability; 'ability 2' picks one of several"))
        return dataclasses.replace(ref, label=base) if ref.label is not None else dataclasses.replace(ref, name=base)

    def act_activate(self, n: _Name, ref: A.Ref, *rest: Any) -> Stmt:
        items = list(rest)
        ability: Any = None
        label: Optional[str] = None
        if items and isinstance(items[0], tuple) and items[0][0] == "pick":
            ref = self._possessed(ref, items[0])
            ability = items.pop(0)[1]
        if items and isinstance(items[0], str):
            label = items.pop(0)
        kw = self._x_clauses(self._clauses(items, _ALL_CLAUSES, n.column), n.column)
        return self._act(A.Activate(self._player(n), ref, ability=ability, label=label,
                                    span=self._span(n.column), **kw))

    def ability_sel(self, tok: Optional[Token] = None) -> tuple:
        return self.ability_pick(tok) if tok is not None else ("pick", None)

    def act_mana(self, n: _Name, ref: A.Ref, *rest: Any) -> Stmt:
        rest, paying = _mana_paying(rest)
        tok = rest[-1]
        if len(rest) > 1 and rest[0] == ("pick", None):  # "Alice activates Blood Pet's ability for {B}"
            ref, rest = self._possessed(ref, rest[0]), rest[1:]
        if len(rest) > 1:
            # (audit 6763: "ability 2 ... for {R}{R}" was refused with no word of the form that works)
            self._err(n.column, "with 'for {...}' a mana ability is named by its source only, the mana saying which "
                                "('Alice taps Forest for {G}'); to pick one of several by number, leave 'for' out "
                                "('Alice activates Mercadian Bazaar ability 2 with X = 2')")
        return self._act(A.ManaAbility(self._player(n), ref, self._mana(tok), span=self._span(n.column), paying=paying))

    def act_tap(self, n: _Name, ref: A.Ref, *rest: Any) -> Stmt:
        rest, paying = _mana_paying(rest)
        mana = self._mana(rest[0]) if rest else None
        return self._act(A.ManaAbility(self._player(n), ref, mana, span=self._span(n.column), paying=paying))

    def mana_paying(self, refs: tuple) -> tuple:
        return (_MANA_PAYING, tuple(refs))

    def _attempt(self, stmt: Stmt, rest: tuple = ()) -> Stmt:
        """``Alice tries to ...``: the same play, marked as expected to be illegal (422) —
        and, ``without priority`` (408.1d), expected to be refused for lack of priority."""
        if stmt.value is not None:
            stmt.value = dataclasses.replace(stmt.value, illegal=True, without_priority=_NO_PRIORITY in rest)
        return stmt

    def no_priority(self) -> object:
        return _NO_PRIORITY

    def act_try_play(self, n: _Name, ref: A.Ref, *rest: Any) -> Stmt:
        return self._attempt(self.act_play(n, ref), rest)

    def act_try_cast(self, n: _Name, ref: A.Ref, *rest: Any) -> Stmt:
        return self._attempt(self.act_cast(n, ref, *_said(rest)), rest)

    def act_try_activate(self, n: _Name, ref: A.Ref, *rest: Any) -> Stmt:
        return self._attempt(self.act_activate(n, ref, *_said(rest)), rest)

    def act_try_mana(self, n: _Name, ref: A.Ref, *rest: Any) -> Stmt:
        return self._attempt(self.act_mana(n, ref, *_said(rest)), rest)

    def act_try_tap(self, n: _Name, ref: A.Ref, *rest: Any) -> Stmt:
        return self._attempt(self.act_tap(n, ref, *_said(rest)), rest)

    def act_discard(self, n: _Name, ref: A.Ref) -> Stmt:
        return self._act(A.DiscardCard(self._player(n), ref, span=self._span(n.column)))

    def act_try_discard(self, n: _Name, ref: A.Ref, *rest: Any) -> Stmt:
        return self._attempt(self.act_discard(n, ref), rest)

    def _mana(self, tok: Token) -> Optional[str]:
        try:
            return normalize_mana(str(tok))
        except ValueError as exc:
            self._err(tok.column, str(exc))
            return None

    def act_pass(self, n: _Name, until: Union[A.Step, A.Until, None] = None) -> Stmt:
        return self._act(A.Pass(self._player(n), until, span=self._span(n.column)))

    def act_pass_all(self, until: Union[A.Step, A.Until, None] = None) -> Stmt:
        return self._act(A.Pass("all", until, span=self._span(1)))

    def until_empty(self) -> A.Until:
        return A.Until.STACK_EMPTY

    def until_step(self, step: Token, _w: Any = None) -> A.Step:
        return self._step(step)

    def act_attack(self, n: _Name, *groups: tuple[bool, tuple[A.Ref, ...]]) -> Stmt:
        refs = tuple(r for _, g in groups for r in g)
        bands = tuple(g for banded, g in groups if banded)
        return self._act(A.DeclareAttackers(self._player(n), refs, span=self._span(n.column), bands=bands))

    def attack_loose(self, refs: tuple[A.Ref, ...]) -> tuple[bool, tuple[A.Ref, ...]]:
        return False, refs

    def attack_band(self, refs: tuple[A.Ref, ...]) -> tuple[bool, tuple[A.Ref, ...]]:
        # "Alice attacks with @a, @b as a band": an attacking band (glossary "Banding")
        return True, refs

    def act_attack_open(self, n: _Name) -> Stmt:
        # "Alice attacks": which creatures is hers to choose (308.1), explored
        return self._act(A.DeclareAttackers(self._player(n), (), span=self._span(n.column), open=True))

    def act_block_open(self, n: _Name) -> Stmt:
        # "Bob blocks": how is his to choose (309.1), explored
        return self._act(A.DeclareBlockers(self._player(n), (), span=self._span(n.column), open=True))

    def act_block(self, n: _Name, *blocks: Any) -> Stmt:
        flat: list[A.Block] = []
        for b in blocks:
            flat.extend(b)
        return self._act(A.DeclareBlockers(self._player(n), tuple(flat), span=self._span(n.column)))

    def block(self, attacker: A.Ref, *blockers: A.Ref) -> list:
        return [A.Block(blocker=b, attacker=attacker, span=b.span) for b in blockers]

    def act_assign(self, n: _Name, ref: A.Ref, *assignments: A.DamageAssignment) -> Stmt:
        if ref.label:
            lab, _ = _strip_poss(ref.label)
            source = A.Ref(label=lab, span=ref.span)
        else:
            base, poss = _strip_poss(ref.name or "")
            source = A.Ref(name=base, player=ref.player, zone=ref.zone, span=ref.span)
        return self._act(A.AssignDamage(self._player(n), source, tuple(assignments), span=self._span(n.column)))

    def damage_to(self, amount: Token, target: A.Ref) -> A.DamageAssignment:
        return A.DamageAssignment(target=target, amount=int(amount), span=self._tspan(amount))

    def act_order_triggers(self, n: _Name, refs: tuple) -> Stmt:
        return self._act(A.OrderTriggers(self._player(n), tuple(refs), span=self._span(n.column)))

    def act_order_replacements(self, n: _Name, *effects: tuple) -> Stmt:
        refs = tuple(ref for ref, _pick in effects)
        picks = tuple(pick for _ref, pick in effects)
        return self._act(A.OrderReplacements(self._player(n), refs, span=self._span(n.column),
                                             abilities=picks if any(p is not None for p in picks) else ()))

    def effect_ref(self, ref: A.Ref, pick: Optional[tuple] = None) -> tuple:
        """``@rh ability 1`` in an ``orders replacements`` line: the source, and which of its abilities (419.8a)."""
        return ref, (pick[1] if pick is not None else None)

    def choice(self, n: _Name, *items: Any) -> A.Choose:
        what: Optional[str] = None
        vals = list(items)
        if vals and isinstance(vals[0], _TOKENS):
            what = str(vals.pop(0))
        return A.Choose(self._player(n), what, tuple(vals), span=self._span(n.column))

    def act_choose(self, choose: A.Choose) -> Stmt:
        return self._act(choose)

    def cv_ref(self, ref: A.Ref) -> A.Ref:
        return ref

    def cv_word(self, tok: Token) -> str:
        return str(tok)

    def cv_int(self, tok: Token) -> int:
        return int(tok)

    def act_end_effect(self, n: _Name, *rest: Any) -> Stmt:
        mana = self._mana(rest[0]) if len(rest) == 2 else None
        return self._act(A.EndEffect(self._player(n), rest[-1], mana, span=self._span(n.column)))

    def act_concede(self, n: _Name) -> Stmt:
        return self._act(A.Concede(self._player(n), span=self._span(n.column)))

    def loop_header(self, n: _Name, count: Token, *rest: Any) -> Stmt:
        responder = self._player(rest[0]) if rest else None
        response = rest[1] if rest else None
        return Stmt("loop", (self._player(n), int(count), responder, response), column=n.column)

    def la_agrees(self) -> None:
        return None

    def la_names(self, tok: Token) -> int:
        return int(tok)

    def act_checkpoint(self, tok: Token) -> Stmt:
        return self._act(A.Checkpoint("all", name=unquote(str(tok)), span=self._tspan(tok)))

    # ----------------------------------------------------------------- clauses
    def cl_targets(self, refs: tuple) -> tuple:
        return ("targets", tuple(refs), refs[0].span.column if refs and refs[0].span else 1)

    def cl_x(self, tok: Token) -> tuple:
        return ("x", int(tok), tok.column)

    def cl_x_open(self, *toks: Any) -> tuple:
        # "with X of her choice": X is left to the player (409.1b), explored
        return ("x_open", True, 1)

    def cl_x_max(self, tok: Token) -> tuple:
        # "with X up to 5": X of the player's choice, at most 5
        return ("x_max", int(tok), tok.column)

    def x_chooser(self, *toks: Any) -> None:
        return None

    def cl_creating(self, *toks: Token) -> tuple:
        # "creating @t1, @t2": labels for the tokens the spell or ability creates (216.1)
        return ("creating", tuple(self._label(t) for t in toks), toks[0].column)

    def cl_modes(self, *modes: tuple) -> tuple:
        return ("modes", tuple(m for m, _ in modes), modes[0][1])

    def mode(self, tok: Token) -> tuple:
        return (str(tok) if tok.type == "INT" else unquote(str(tok)), tok.column)

    def cl_divide(self, *parts: A.DamageAssignment) -> tuple:
        return ("divide", tuple(parts), parts[0].span.column if parts[0].span else 1)

    def cl_paying(self, refs: tuple) -> tuple:
        return ("paying", tuple(refs), _col(refs))

    def cl_sacrifice(self, refs: tuple) -> tuple:
        return ("costs", A.CostChoice(A.CostClause.SACRIFICE, tuple(refs), span=refs[0].span), _col(refs))

    def cl_discard(self, refs: tuple) -> tuple:
        return ("costs", A.CostChoice(A.CostClause.DISCARD, tuple(refs), span=refs[0].span), _col(refs))

    def cl_additional(self, mana: Token, *times: Any) -> tuple:
        # "Alice casts Taste of Paradise paying the additional {1}{G} 2 times" (409.1f): an
        # optional additional cost and how many times it is paid (once when not said)
        n = int(times[0]) if times else 1
        if n < 1:
            self._err(mana.column, "an additional cost is paid 1 or more times (leave the clause out for none)")
        return ("additional", (str(mana).upper(), n), mana.column)

    def cl_additional_twice(self, mana: Token) -> tuple:
        return ("additional", (str(mana).upper(), 2), mana.column)

    def cl_buyback(self, *toks: Any) -> tuple:
        # "Alice casts Capsize targeting @x with buyback" (glossary "Buyback")
        return ("buyback", True, toks[0].column if toks and hasattr(toks[0], "column") else 1)

    def cl_alternative(self, *toks: Any) -> tuple:
        # "Alice casts Fireblast for its alternative cost sacrificing …" (glossary "Alternative Cost")
        return ("alternative", True, toks[0].column if toks and hasattr(toks[0], "column") else 1)

    def cl_return(self, refs: tuple) -> tuple:
        return ("costs", A.CostChoice(A.CostClause.RETURN, tuple(refs), span=refs[0].span), _col(refs))

    def cl_exile(self, refs: tuple) -> tuple:
        return ("costs", A.CostChoice(A.CostClause.EXILE, tuple(refs), span=refs[0].span), _col(refs))

    def cl_tap(self, refs: tuple) -> tuple:
        return ("costs", A.CostChoice(A.CostClause.TAP, tuple(refs), span=refs[0].span), _col(refs))

    # ----------------------------------------------------------------- expectations
    def expect(self, *items: Any) -> Stmt:
        scope, when = "every", ()
        body = items[-1]
        at = None
        if len(items) == 2:
            scope, when = items[0]
            if scope == "at":
                scope, when, at = "every", (), items[0][1]
        span = body.span
        return Stmt("expect", A.Expectation(body, scope, tuple(when), span=span, at=at),
                    column=span.column if span else 1)

    def scope_every(self) -> tuple:
        return ("every", ())

    def scope_some(self) -> tuple:
        return ("some", ())

    def scope_when(self, *choices: A.Choose) -> tuple:
        return ("when", choices)

    def scope_at(self, tok: Token) -> tuple:
        return ("at", unquote(str(tok)))

    def ex_object(self, ref: A.Ref, where: tuple, props: tuple = ()) -> A.ExpectObject:
        zone, player = where
        return A.ExpectObject(ref, zone, player, tuple(props), span=ref.span)

    def ex_object_not(self, ref: A.Ref, _neg: Token, where: tuple) -> A.ExpectObject:
        zone, player = where
        return A.ExpectObject(ref, zone, player, (), negated=True, span=ref.span)

    def ex_dies(self, ref: A.Ref, tok: Token) -> A.ExpectObject:
        self._modern(tok)  # put into a graveyard from play: at the end, in a graveyard
        return A.ExpectObject(ref, Zone.GRAVEYARD, span=ref.span)

    def ex_object_props(self, ref: A.Ref, props: tuple) -> A.ExpectObject:
        return A.ExpectObject(ref, None, None, tuple(props), span=ref.span)

    def ex_life(self, n: _Name, tok: Token) -> A.ExpectLife:
        return A.ExpectLife(self._player(n), int(tok), span=self._span(n.column))

    def ex_poison(self, n: _Name, tok: Token, *_word: Any) -> A.ExpectPoison:
        return A.ExpectPoison(self._player(n), int(tok), span=self._span(n.column))

    def ex_count(self, n: _Name, zone: Zone, tok: Token) -> A.ExpectZoneCount:
        return A.ExpectZoneCount(self._player(n), zone, int(tok), span=self._span(n.column))

    def ex_stack_empty(self) -> A.ExpectStack:
        return A.ExpectStack((), span=self._span(1))

    def ex_stack(self, refs: tuple) -> A.ExpectStack:
        return A.ExpectStack(tuple(refs), span=self._span(1))

    def ex_count_objects(self, tok: Token, n: _Name, where: tuple, under: Optional[_Name] = None,
                         tokens: bool = False) -> A.ExpectCount:
        zone, player = where
        controller = self._player(under) if under is not None else None
        return A.ExpectCount(int(tok), n.text, zone, tokens, player, controller, span=self._tspan(tok))

    def ex_count_tokens(self, tok: Token, n: _Name, where: tuple, under: Optional[_Name] = None) -> A.ExpectCount:
        return self.ex_count_objects(tok, n, where, under, tokens=True)

    def ex_priority(self, n: _Name) -> A.ExpectPriority:
        return A.ExpectPriority(self._player(n), span=self._span(n.column))

    def ex_pool_empty(self, n: _Name) -> A.ExpectPool:
        return A.ExpectPool(self._player(n), "", span=self._span(n.column))

    def ex_pool(self, n: _Name, tok: Token) -> A.ExpectPool:
        return A.ExpectPool(self._player(n), str(tok), span=self._span(n.column))

    def ex_wins(self, n: _Name) -> A.ExpectGameResult:
        return A.ExpectGameResult("wins", self._player(n), span=self._span(n.column))

    def ex_loses(self, n: _Name) -> A.ExpectGameResult:
        return A.ExpectGameResult("loses", self._player(n), span=self._span(n.column))

    def ex_loses_life(self, n: _Name, tok: Token) -> A.ExpectGameResult:
        if int(tok) != 0:
            self._err(tok.column, "a player loses with 0 or less life (420.5a): write 'loses with 0 or less life'")
        return A.ExpectGameResult("loses", self._player(n), span=self._span(n.column), reason="life")

    def ex_loses_library(self, n: _Name) -> A.ExpectGameResult:
        return A.ExpectGameResult("loses", self._player(n), span=self._span(n.column), reason="empty library")

    def ex_loses_conceding(self, n: _Name) -> A.ExpectGameResult:
        return A.ExpectGameResult("loses", self._player(n), span=self._span(n.column), reason="conceded")

    def ex_loses_to(self, n: _Name, source: _Name) -> A.ExpectGameResult:
        return A.ExpectGameResult("loses", self._player(n), span=self._span(n.column), reason=source.text)

    def ex_prevented(self, tok: Token, ref: A.Ref) -> A.ExpectPrevented:
        return A.ExpectPrevented(ref, int(tok), span=self._tspan(tok))

    def ex_draw(self) -> A.ExpectGameResult:
        return A.ExpectGameResult("draw", span=self._span(1))

    def ex_continues(self) -> A.ExpectGameResult:
        return A.ExpectGameResult("continues", span=self._span(1))

    def cited_glossary(self, *toks: Token) -> A.GlossaryTerm:
        tok = toks[-1]  # (the keyword Glossary is dropped or kept as the grammar's tables say)
        return A.GlossaryTerm(unquote(str(tok)), span=self._tspan(tok))

    def _cited(self, items: tuple) -> tuple[tuple[str, ...], tuple[A.GlossaryTerm, ...], int]:
        """Rule ids and glossary entries of a ``cites`` list, and the first one's column."""
        rules = tuple(str(r) for r in items if not isinstance(r, A.GlossaryTerm))
        terms = tuple(r for r in items if isinstance(r, A.GlossaryTerm))
        first = items[0]
        column = first.span.column if isinstance(first, A.GlossaryTerm) and first.span else first.column
        return rules, terms, column

    def ex_cites(self, *items: Any) -> A.ExpectCites:
        rules, terms, column = self._cited(items)
        return A.ExpectCites(rules, span=self._span(column), glossary=terms)

    def ex_not_cites(self, _neg: Token, *items: Any) -> A.ExpectCites:
        rules, terms, column = self._cited(items)
        return A.ExpectCites(rules, negated=True, span=self._span(column), glossary=terms)

    def ex_cites_at(self, *items: Any) -> A.ExpectCitesAt:
        *cited, words = items
        rules, terms, column = self._cited(tuple(cited))
        return A.ExpectCitesAt(rules, unquote(str(words)), span=self._span(column), glossary=terms)

    def ex_not_cites_at(self, _neg: Token, *items: Any) -> A.ExpectCitesAt:
        *cited, words = items
        rules, terms, column = self._cited(tuple(cited))
        return A.ExpectCitesAt(rules, unquote(str(words)), span=self._span(column), glossary=terms, negated=True)

    def wh_play(self) -> tuple:
        return (Zone.IN_PLAY, None)

    def wh_zone(self, *items: Any) -> tuple:
        if len(items) == 2:
            return (items[1], self._player(items[0]))
        return (items[0], None)

    def wh_removed(self) -> tuple:
        return (Zone.REMOVED, None)

    def wh_phased_out(self) -> tuple:
        return (Zone.PHASED_OUT, None)

    def wh_stack(self) -> tuple:
        return (Zone.STACK, None)

    def wh_battlefield(self, tok: Token) -> tuple:
        return (ZONE_NAMED[self._modern(tok, "on the battlefield")], None)

    def wh_exile(self, tok: Token) -> tuple:
        return (ZONE_NAMED[self._modern(tok, "in exile" if str(tok) == "exile" else None)], None)

    def props(self, *props: Any) -> tuple:
        out: list[A.Prop] = []
        for p in props:
            out.extend(p)
        return tuple(out)

    def props_as(self, tok: Token, *props: Any) -> tuple:
        return (self.p_pt(tok),) + self.props(*props)

    def prop(self, *items: Any) -> tuple:
        """A property; a leading ``not`` negates it."""
        p = items[-1]
        if len(items) == 2:
            return (A.Prop(p.kind, p.value, negated=True, span=p.span),)
        return (p,)

    def p_damage(self, tok: Token) -> A.Prop:
        return A.Prop("damage", int(tok), span=self._tspan(tok))

    def p_power(self, tok: Token) -> A.Prop:
        return A.Prop("power", int(tok), span=self._tspan(tok))

    def p_toughness(self, tok: Token) -> A.Prop:
        return A.Prop("toughness", int(tok), span=self._tspan(tok))

    def p_pt(self, tok: Token) -> A.Prop:
        return A.Prop("pt", str(tok), span=self._tspan(tok))

    def p_tapped(self) -> A.Prop:
        return A.Prop("tapped", None)

    def p_untapped(self) -> A.Prop:
        return A.Prop("untapped", None)

    def p_controller(self, n: _Name) -> A.Prop:
        return A.Prop("controller", self._player(n), span=self._span(n.column))

    def p_owner(self, n: _Name) -> A.Prop:
        return A.Prop("owner", self._player(n), span=self._span(n.column))

    def p_counters(self, tok: Token, kind: str) -> A.Prop:
        return A.Prop("counters", A.Counter(kind, int(tok), span=self._tspan(tok)), span=self._tspan(tok))

    def p_ability(self, tok: Token) -> A.Prop:
        value = unquote(str(tok)) if tok.type == "STRING" else str(tok)
        return A.Prop("ability", value, span=self._tspan(tok))

    def p_attached(self, ref: A.Ref) -> A.Prop:
        return A.Prop("attached", ref, span=ref.span)

    def p_color(self, tok: Token) -> A.Prop:
        color = str(tok).lower().replace("colourless", "colorless")
        return A.Prop("color", color, span=self._tspan(tok))

    def p_type(self, tok: Token) -> A.Prop:
        return A.Prop("type", str(tok), span=self._tspan(tok))

    def p_attacking(self) -> A.Prop:
        return A.Prop("attacking")

    def p_blocking(self) -> A.Prop:
        return A.Prop("blocking")

    def p_blocked(self) -> A.Prop:
        return A.Prop("blocked")

    def p_shields(self, tok: Token) -> A.Prop:
        return A.Prop("shields", int(tok), span=self._tspan(tok))

    # ----------------------------------------------------------------- questions
    def question(self, tok: Token, *parts: tuple) -> Stmt:
        return Stmt("question", (unquote(str(tok)), parts), column=tok.column)

    def question_field(self, *parts: tuple) -> Stmt:
        return Stmt("question_field", parts)

    def q_options(self, *answers: tuple) -> tuple:
        return ("options", tuple(a[0] for a in answers), answers[0][1])

    def q_answer(self, value: tuple) -> tuple:
        return ("answer", value[0], value[1])

    def answer(self, tok: Token) -> tuple:
        return (unquote(str(tok)) if tok.type == "STRING" else str(tok), tok.column)

    def q_asks(self, tok: Token, *items: Any) -> tuple:
        query: A.Query = items[-1]
        if len(items) == 2:
            scope, when = items[0]
            if scope == "at":
                query = dataclasses.replace(query, at=when)
            else:
                query = dataclasses.replace(query, scope=scope, when=tuple(when))
        query = dataclasses.replace(query, span=self._span(tok.column))
        return ("query", query, tok.column)

    def q_topic(self, tok: Token) -> tuple:
        return ("topic", str(tok), tok.column)

    def q_difficulty(self, tok: Token) -> tuple:
        return ("difficulty", int(tok), tok.column)

    def q_rules(self, *items: Any) -> tuple:
        rules, terms, column = self._cited(items)
        return ("rules", (rules, terms), column)

    def _query(self, kind: str, column: int, **kw: Any) -> A.Query:
        return A.Query(kind, span=self._span(column), **kw)

    def qy_whether(self, body: Any) -> A.Query:
        return self._query("whether", body.span.column if body.span else 1, body=body)

    def qy_whether_not(self, tok: Token, body: Any) -> A.Query:
        return self._query("whether", tok.column, body=body, negated=True)

    def qy_legal(self) -> A.Query:
        return self._query("legal", 1)

    def qy_legal_not(self, tok: Token) -> A.Query:
        return self._query("legal", tok.column, negated=True)

    def qy_life(self, n: _Name) -> A.Query:
        return self._query("life", n.column, player=self._player(n))

    def qy_life_lost(self, n: _Name) -> A.Query:
        return self._query("life_lost", n.column, player=self._player(n))

    def _object_query(self, kind: str, ref: A.Ref, **kw: Any) -> A.Query:
        return self._query(kind, ref.span.column if ref.span else 1, ref=ref, **kw)

    def qy_damage(self, ref: A.Ref) -> A.Query:
        return self._object_query("damage", ref)

    def qy_power(self, ref: A.Ref) -> A.Query:
        return self._object_query("power", ref)

    def qy_toughness(self, ref: A.Ref) -> A.Query:
        return self._object_query("toughness", ref)

    def qy_pt(self, ref: A.Ref) -> A.Query:
        return self._object_query("pt", ref)

    def qy_counters(self, *items: Any) -> A.Query:
        kind = items[0] if len(items) == 2 else None
        return self._object_query("counters", items[-1], counter=kind)

    def qy_cards(self, n: _Name, zone: Zone) -> A.Query:
        return self._query("cards", n.column, player=self._player(n), zone=zone)

    def qy_zone(self, ref: A.Ref) -> A.Query:
        return self._object_query("zone", ref)

    def qy_controller(self, ref: A.Ref) -> A.Query:
        return self._object_query("controller", ref)

    def qy_winner(self) -> A.Query:
        return self._query("winner", 1)


#: ``without priority`` at the end of a ``tries to`` line (the grammar's ``no_priority``).
_NO_PRIORITY = object()


#: What marks a mana ability's `paying with` sources among a line's parts (:meth:`mana_paying`).
_MANA_PAYING = object()


def _mana_paying(rest: tuple) -> tuple[tuple, tuple]:
    """A mana ability line's parts without its `paying with` part, and the sources that part names."""
    paying = next((r[1] for r in rest if isinstance(r, tuple) and r and r[0] is _MANA_PAYING), ())
    return tuple(r for r in rest if not (isinstance(r, tuple) and r and r[0] is _MANA_PAYING)), paying


def _said(rest: tuple) -> tuple:
    """A ``tries to`` line's words past its reference, ``without priority`` left out."""
    return tuple(r for r in rest if r is not _NO_PRIORITY)


_ALL_CLAUSES = ("targets", "x", "modes", "divide", "paying", "costs", "x_open", "x_max", "creating")
_CLAUSE_WORD = {"targets": "targeting", "x": "with X =", "modes": "choosing", "divide": "dividing",
                "x_open": "with X of her choice", "x_max": "with X up to", "creating": "creating",
                "paying": "paying with", "costs": "sacrificing", "alternative": "for its alternative cost",
                "buyback": "with buyback", "additional": "paying the additional"}


def _col(refs: tuple) -> int:
    return refs[0].span.column if refs and refs[0].span else 1


def _colors(toks: Any) -> tuple[str, ...]:
    out: list[str] = []
    for t in toks:
        c = str(t)
        if c in ("colorless", "colourless"):
            continue
        if c not in out:
            out.append(c)
    return tuple(out)


_LARK_CLASS: Any = None


def lark_transformer() -> Any:
    """A lark ``Transformer`` with :class:`LineCallbacks`' methods (``v_args(inline=True)``),
    for lark's own parse (error messages; or every line when the fast driver's tables are
    stale). Imports lark, and makes lark's ``Token`` a token for the callbacks too."""
    global _LARK_CLASS, _TOKENS
    if _LARK_CLASS is None:
        from lark import Token as LarkToken, Transformer, v_args

        methods = {name: value for name, value in vars(LineCallbacks).items()
                   if callable(value) and not name.startswith("__")}

        def __init__(self: Any) -> None:
            Transformer.__init__(self)
            LineCallbacks.__init__(self)

        methods["__init__"] = __init__
        methods["__doc__"] = LineCallbacks.__doc__
        methods["__module__"] = __name__
        # the methods are in the class's own namespace, so v_args wraps them (it leaves
        # inherited ones alone); LineCallbacks as a base for isinstance and anything else
        _LARK_CLASS = v_args(inline=True)(type("LineTransformer", (Transformer, LineCallbacks), methods))
        _TOKENS = (Token, LarkToken)
    return _LARK_CLASS()
