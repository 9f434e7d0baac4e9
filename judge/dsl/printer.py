"""The pretty-printer: a Scenario back to canonical scenario text.

``parse(format_scenario(s)) == s`` for every scenario the parser can produce (spans and
the path are not part of equality). Canonical choices: names bare when the lexer reads
them back as one name, quoted otherwise; the compact turn form; one line per run of
objects in the same zone; blocks grouped by attacker; two-space indented stack items.
"""

from __future__ import annotations

import re
from typing import Iterable, Optional, Union

from judge.dsl import ast as A
from judge.dsl.transform import quote
from judge.zones import Zone

_W = r"[A-Z\u00c0-\u00d6\u00d8-\u00de][\w'\u2019\-]*"
_NAME = re.compile(
    rf"{_W}(?:[ \t]+(?:(?:of[ \t]+the|of|in[ \t]+the|from|to)[ \t]+)?(?:Protection:|{_W}))*"
)
_WORD = re.compile(r"[a-z][a-z\-]*")
_INT = re.compile(r"[0-9]+")
_LABEL = re.compile(r"[A-Za-z0-9_][A-Za-z0-9_\-]*")
_RESERVED_WORDS = frozenset({"and"})


def bare_name(name: str, players: frozenset[str] = frozenset()) -> bool:
    """Whether ``name`` can be written without quotes (one NAME token of the grammar)."""
    if not _NAME.fullmatch(name) or name.endswith("'s") or name.endswith("\u2019s"):
        return False
    for sep in ("'s ", "\u2019s "):
        head, found, _ = name.partition(sep)
        if found and head in players:
            return False
    return True


class ScenarioPrinter:
    """The canonical text of a scenario and of its parts (:func:`format_scenario` prints the whole;
    judge.drill and judge.suite.why print one action, a declaration or a line of it with the
    scenario's players known, so names are quoted as the whole file would quote them)."""

    def __init__(self, scenario: A.Scenario) -> None:
        self.s = scenario
        self.players = frozenset(p.name for p in scenario.players)

    # ----------------------------------------------------------------- atoms
    def name(self, name: str) -> str:
        return name if bare_name(name, self.players) else quote(name)

    def player(self, name: str) -> str:
        return name if _NAME.fullmatch(name) and not name.endswith("'s") else quote(name)

    def poss(self, name: str) -> str:
        """``Bob's`` (possessive of a player or a card name)."""
        return f"{name}'s"

    def ref(self, r: A.Ref, zone_ok: bool = True) -> str:
        if r.label is not None:
            return "@" + r.label
        name = r.name or ""
        if r.zone and zone_ok:
            text = self.name(name) + " in "
            if r.player:
                text += self.poss(r.player) + " "
            return f"{text}{r.zone}"
        if r.player:
            return f"{self.poss(r.player)} {name}"
        return self.name(name)

    def refs(self, refs: Iterable[A.Ref]) -> str:
        return ", ".join(self.ref(r) for r in refs)

    def source_poss(self, r: A.Ref) -> str:
        """``Craw Wurm's`` / ``@cw's`` / ``"odd name"`` for an ability's or damage's source."""
        if r.label is not None:
            return f"@{r.label}'s"
        base = f"{self.poss(r.player)} {r.name}" if r.player else (r.name or "")
        if bare_name(r.name or "", self.players):
            return self.poss(base)
        return quote(r.name or "")

    # ----------------------------------------------------------------- sections
    def scenario(self) -> str:
        s = self.s
        out: list[list[str]] = []
        head: list[str] = []
        if s.title is not None:
            head.append(f"title {quote(s.title)}")
        if s.edition != "classic":
            head.append(f"rules {s.edition}")
        head.extend(f"note {quote(n)}" for n in s.notes)
        if not s.mana_tracked:
            head.append("mana is not tracked")
        if s.wording is not A.Wording.ORACLE:
            head.append(f"wording {s.wording.value}")
        out.append(head)
        for card in s.cards:
            out.append(format_card(card).splitlines())
        board: list[str] = []
        for p in s.players:
            board.append(f"player {self.player(p.name)}" + (f" life {p.life}" if p.life != 20 else "")
                         + (f" poison {p.poison}" if p.poison else ""))
        if s.turn is not None:
            board.append(f"turn {self.player(s.turn.active)}, {s.turn.step}")
            if s.turn.number is not None:
                board.append(f"it is turn {s.turn.number}")
            if s.turn.land_played:
                board.append(f"{self.player(s.turn.active)} has played a land this turn")
        out.append(board)
        out.append(self.objects(s.objects) + [f"{self.player(p.player)} mana pool: {p.mana}" for p in s.pools]
                   + [f"the next {p.amount} damage to {self.ref(p.target, zone_ok=False)} is prevented"
                      for p in s.preventions])
        if s.stack:
            out.append(["stack:"] + ["  " + self.stack_item(i) for i in s.stack])
        out.append([self.action(a) for a in s.actions])
        out.append([self.expectation(e) for e in s.expectations] + [self.question(q) for q in s.questions])
        return "\n\n".join("\n".join(block) for block in out if block) + "\n"

    def objects(self, objects: Iterable[A.ObjectDecl]) -> list[str]:
        lines: list[str] = []
        run: list[A.ObjectDecl] = []
        for o in objects:
            if run and (run[0].player, run[0].zone) != (o.player, o.zone):
                lines.append(self.zone_line(run))
                run = []
            run.append(o)
        if run:
            lines.append(self.zone_line(run))
        return lines

    def zone_line(self, run: list[A.ObjectDecl]) -> str:
        """One line per zone, wrapped as several lines of the same zone past ~90 columns."""
        first = run[0]
        head = f"{self.player(first.player)} {first.zone}: "
        lines: list[str] = []
        items: list[str] = []
        for o in run:
            text = self.obj(o)
            if items and len(head) + len(", ".join(items + [text])) > 90:
                lines.append(head + ", ".join(items))
                items = []
            items.append(text)
        lines.append(head + ", ".join(items))
        return "\n".join(lines)

    def obj(self, o: A.ObjectDecl) -> str:
        if o.unknown:
            return f"{o.unknown} unknown card" + ("s" if o.unknown != 1 else "")
        if o.token is not None:
            t = o.token
            text = f"token {quote(t.name)}"
            if t.power is not None:
                text += f" {t.power}/{t.toughness}"
            if t.colors:
                text += " " + " ".join(t.colors)
            text += f" {t.type_line}"
            if t.text:
                text += f" with {quote(t.text)}"
        else:
            text = self.name(o.card or "")
        if o.label:
            text += f" as @{o.label}"
        status: list[str] = []
        if o.tapped:
            status.append("tapped")
        if o.damage:
            status.append(f"{o.damage} damage")
        for c in o.counters:
            status.append(self.counter(c))
        if o.sick:
            status.append("sick")
        if o.attacking:
            status.append("attacking")
        if o.blocking:
            status.append("blocking " + " and ".join(self.ref(r) for r in o.blocking))
        if o.owner is not None:
            status.append(f"owned by {self.player(o.owner)}")
        if o.attached_to is not None:
            status.append(f"attached to {self.ref(o.attached_to)}")
        if o.timestamp is not None:
            status.append(f"timestamp {o.timestamp}")
        for p in o.pumps:
            status.append(f"gets {p} until end of turn")
        if o.shields:
            status.append(f"{o.shields} regeneration shield" + ("s" if o.shields != 1 else ""))
        for c in o.chose:  # what was chosen as it came into play (410.10e)
            status.append(f"chose {self.name(c)}")
        if o.wording is not None:
            status.append(o.wording.value)
        if status:
            text += " (" + ", ".join(status) + ")"
        return text

    def counter(self, c: A.Counter) -> str:
        return f"{c.count} {c.kind} counter" + ("s" if c.count != 1 else "")

    # ----------------------------------------------------------------- stack and actions
    def clauses(self, item: Union[A.StackItem, A.Cast, A.Activate]) -> str:
        parts: list[str] = []
        if item.targets:
            parts.append("targeting " + self.refs(item.targets))
        if item.x is not None:
            parts.append(f"with X = {item.x}")
        if isinstance(item, (A.Cast, A.Activate)):
            if item.x_max is not None:  # (implies X of the player's choice)
                parts.append(f"with X up to {item.x_max}")
            elif item.x_open:
                parts.append("with X of the player's choice")
            if item.creating:
                parts.append("creating " + ", ".join(f"@{t}" for t in item.creating))
        if item.modes:
            parts.append("choosing " + ", ".join(f"mode {m}" if _INT.fullmatch(m) else quote(m) for m in item.modes))
        if item.divide:
            parts.append("dividing " + ", ".join(f"{d.amount} to {self.ref(d.target)}" for d in item.divide))
        if isinstance(item, (A.Cast, A.Activate)):
            if item.paying:
                parts.append("paying with " + self.refs(item.paying))
            for c in item.costs:
                verb = {A.CostClause.SACRIFICE: "sacrificing", A.CostClause.DISCARD: "discarding",
                        A.CostClause.TAP: "tapping", A.CostClause.RETURN: "returning",
                        A.CostClause.EXILE: "exiling"}[c.kind]
                parts.append(f"{verb} {self.refs(c.objects)}")
        if isinstance(item, A.Cast) and item.alternative:
            parts.append("for its alternative cost")
        if isinstance(item, A.Cast) and item.buyback:
            parts.append("with buyback")
        if isinstance(item, A.Cast):
            parts += [f"paying the additional {mana}" + ("" if n == 1 else f" {n} times") for mana, n in item.additional]
        return "".join(" " + p for p in parts)

    def stack_item(self, i: A.StackItem) -> str:
        label = f" as @{i.label}" if i.label else ""
        if i.kind == "spell":
            wording = f" ({i.wording.value})" if i.wording is not None else ""
            return f"{self.name(i.card or '')}{wording}{label} cast by {self.player(i.controller)}{self.clauses(i)}"
        if i.kind == "ability":
            assert i.source is not None
            return (f"{self.source_poss(i.source)} ability{self.pick(i.ability)}{label} "
                    f"controlled by {self.player(i.controller)}{self.clauses(i)}")
        return "combat damage: " + ", ".join(
            f"{self.ref(d.source) if d.source else '?'} deals {d.amount} to {self.ref(d.target)}" for d in i.assignments
        )

    def pick(self, ability: Union[int, str, None]) -> str:
        if ability is None:
            return ""
        return f" {ability}" if isinstance(ability, int) else f" {quote(ability)}"

    def action(self, a: A.Action) -> str:
        text = self._action(a)
        if getattr(a, "illegal", False):  # "Alice tries to cast ...": expected illegal (422)
            head, verb, rest = text.partition(" ")[0], *text.partition(" ")[2].partition(" ")[::2]
            base = {"plays": "play", "casts": "cast", "activates": "activate", "taps": "tap",
                    "discards": "discard"}[verb]
            text = f"{head} tries to {base} {rest}"
            if getattr(a, "without_priority", False):  # refused for lack of priority, on purpose (408.1d)
                text += " without priority"
        return text

    def _action(self, a: A.Action) -> str:
        p = self.player(a.player) if a.player != "all" else "all"
        if isinstance(a, A.PlayLand):
            return f"{p} plays {self.ref(a.card)}"
        if isinstance(a, A.Cast):
            label = f" as @{a.label}" if a.label else ""
            return f"{p} casts {self.ref(a.card)}{label}{self.clauses(a)}"
        if isinstance(a, A.Activate):
            label = f" as @{a.label}" if a.label else ""
            pick = f" ability{self.pick(a.ability)}" if a.ability is not None else ""
            return f"{p} activates {self.ref(a.source)}{pick}{label}{self.clauses(a)}"
        if isinstance(a, A.ManaAbility):
            return f"{p} taps {self.ref(a.source)}" + (f" for {a.mana}" if a.mana else "") + (
                f" paying with {', '.join(self.ref(r) for r in a.paying)}" if a.paying else "")
        if isinstance(a, A.Pass):
            head = "all pass" if a.player == "all" else f"{p} passes"
            return head + self.until(a.until)
        if isinstance(a, A.DeclareAttackers):
            if a.open:
                return f"{p} attacks"
            if not a.attackers:
                return f"{p} attacks with nothing"
            band_of = {id(r): band for band in a.bands for r in band}
            groups: list[str] = []
            loose: list[A.Ref] = []
            for r in a.attackers:  # the groups in the order written (each band once, at its first creature)
                band = band_of.get(id(r))
                if band is None:
                    loose.append(r)
                    continue
                if loose:
                    groups.append(self.refs(loose))
                    loose = []
                if r is band[0]:
                    groups.append(self.refs(band) + " as a band")
            if loose:
                groups.append(self.refs(loose))
            return f"{p} attacks with " + "; ".join(groups)
        if isinstance(a, A.DeclareBlockers):
            if a.open:
                return f"{p} blocks"
            if not a.blocks:
                return f"{p} blocks nothing"
            groups: list[tuple[A.Ref, list[A.Ref]]] = []
            for b in a.blocks:
                if groups and groups[-1][0] == b.attacker:
                    groups[-1][1].append(b.blocker)
                else:
                    groups.append((b.attacker, [b.blocker]))
            return f"{p} blocks " + ", ".join(
                f"{self.ref(att)} with " + " and ".join(self.ref(b) for b in bl) for att, bl in groups
            )
        if isinstance(a, A.AssignDamage):
            return (f"{p} assigns {self.source_poss(a.source)} damage: "
                    + ", ".join(f"{d.amount} to {self.ref(d.target)}" for d in a.assignments))
        if isinstance(a, A.OrderTriggers):
            return f"{p} orders triggers: {self.refs(a.order)}"
        if isinstance(a, A.OrderReplacements):
            picks = a.abilities or (None,) * len(a.order)
            return f"{p} orders replacements: " + ", ".join(
                self.ref(r) + (f" ability{self.pick(k)}" if k is not None else "") for r, k in zip(a.order, picks))
        if isinstance(a, A.Choose):
            return self.choose(a)
        if isinstance(a, A.DiscardCard):
            return f"{p} discards {self.ref(a.card)}"
        if isinstance(a, A.EndEffect):
            return f"{p} pays {a.mana + ' ' if a.mana else ''}to end the effect of {self.ref(a.source)}"
        if isinstance(a, A.Concede):
            return f"{p} concedes"
        if isinstance(a, A.Checkpoint):
            return f"checkpoint {quote(a.name)}"
        if isinstance(a, A.Loop):
            answer = "" if a.responder is None else (
                f", {self.player(a.responder)} " + ("agrees" if a.response is None else f"names {a.response}"))
            return "\n".join([f"loop, {p} names {a.count}{answer}:"] + [f"  {self.action(b)}" for b in a.body])
        raise TypeError(f"not an action: {a!r}")

    def until(self, until: Union[A.Step, A.Until, None]) -> str:
        if until is None:
            return ""
        if until is A.Until.STACK_EMPTY:
            return " until the stack is empty"
        return f" until the {until} step"

    def choose(self, c: A.Choose) -> str:
        what = f" {c.what}" if c.what else ""
        values = ", ".join(self.value(v) for v in c.values)
        return f"{self.player(c.player)} chooses{what} {values}"

    def value(self, v: Union[A.Ref, str, int]) -> str:
        if isinstance(v, A.Ref):
            return self.ref(v)
        return str(v)

    # ----------------------------------------------------------------- checks
    def scope(self, scope: str, when: tuple[A.Choose, ...]) -> str:
        if scope in ("some", "every") and not when:
            return f"in {scope} outcome: "
        if scope == "when":
            return "when " + " and ".join(self.choose(c) for c in when) + ": "
        return ""

    def expectation(self, e: A.Expectation) -> str:
        if e.at is not None:
            return f"expect at {quote(e.at)}: {self.body(e.body)}"
        return f"expect {self.scope(e.scope if e.scope != 'every' else '', e.when)}{self.body(e.body)}"

    def where(self, zone: Zone, player: Optional[str]) -> str:
        """Where an expectation looks, as the language says it: ``in play``, ``removed from the game``,
        ``phased out``, ``on the stack``, ``in Alice's graveyard``."""
        if zone is Zone.STACK:
            return "on the stack"
        if zone is Zone.IN_PLAY or zone is Zone.REMOVED or zone is Zone.PHASED_OUT:
            return zone.value
        return f"in {self.poss(player) + ' ' if player else ''}{zone}"

    def body(self, b: A.ExpectBody) -> str:
        if isinstance(b, A.ExpectObject):
            text = self.ref(b.ref, zone_ok=False)
            if b.zone is not None:
                text += (" not " if b.negated else " ") + self.where(b.zone, b.player)
            if b.props:
                text += " with " + " and ".join(self.prop(p) for p in b.props)
            return text
        if isinstance(b, A.ExpectLife):
            return f"{self.player(b.player)} life {b.life}"
        if isinstance(b, A.ExpectPoison):
            return f"{self.player(b.player)} has {b.count} poison counter{'' if b.count == 1 else 's'}"
        if isinstance(b, A.ExpectZoneCount):
            return f"{self.player(b.player)} {b.zone} has {b.count} card" + ("s" if b.count != 1 else "")
        if isinstance(b, A.ExpectStack):
            return "stack: " + self.refs(b.items) if b.items else "the stack is empty"
        if isinstance(b, A.ExpectGameResult):
            if b.result == "draw":
                return "the game is a draw"
            if b.result == "continues":
                return "the game continues"
            why = {"life": " with 0 or less life", "empty library": " drawing from an empty library",
                   "conceded": " by conceding", None: ""}
            reason = why.get(b.reason, f" to {self.name(b.reason or '')}")
            return f"{self.player(b.player or '')} {b.result}{reason}"
        if isinstance(b, A.ExpectPrevented):
            return f"the next {b.amount} damage to {self.ref(b.target)} is prevented"
        if isinstance(b, A.ExpectCites):
            verb = "trace does not cite " if b.negated else "trace cites "
            return verb + " and ".join(b.rules + tuple(_glossary(t) for t in b.glossary))
        if isinstance(b, A.ExpectCitesAt):
            verb = "trace does not cite " if b.negated else "trace cites "
            return verb + " and ".join(b.rules + tuple(_glossary(t) for t in b.glossary)) + " at " + quote(b.words)
        if isinstance(b, A.ExpectPriority):
            return f"{self.player(b.player)} has priority"
        if isinstance(b, A.ExpectCount):
            where = self.where(b.zone, b.player)
            under = f" under {self.poss(b.controller)} control" if b.controller else ""
            return f"{b.count} {self.name(b.name)}{' tokens' if b.tokens else ''} {where}{under}"
        if isinstance(b, A.ExpectPool):
            return f"{self.player(b.player)} mana pool " + (b.mana if b.mana else "is empty")
        raise TypeError(f"not an expectation: {b!r}")

    def prop(self, p: A.Prop) -> str:
        neg = "not " if p.negated else ""
        k, v = p.kind, p.value
        if k == "damage":
            return f"{neg}{v} damage"
        if k in ("power", "toughness"):
            return f"{neg}{k} {v}"
        if k in ("tapped", "untapped"):
            return neg + k
        if k == "pt":
            return f"{neg}{v}"
        if k == "controller":
            return f"{neg}controlled by {self.player(str(v))}"
        if k == "owner":
            return f"{neg}owned by {self.player(str(v))}"
        if k == "counters":
            assert isinstance(v, A.Counter)
            return neg + self.counter(v)
        if k == "ability":
            word = str(v)
            return f"{neg}ability " + (word if _WORD.fullmatch(word) and word not in _RESERVED_WORDS else quote(word))
        if k == "attached":
            assert isinstance(v, A.Ref)
            return f"{neg}attached to {self.ref(v, zone_ok=False)}"
        if k == "color":
            return f"{neg}color {v}"
        if k == "type":
            return f"{neg}type {v}"
        if k in ("attacking", "blocking", "blocked"):
            return neg + k
        if k == "shields":
            return f"{neg}{v} regeneration shield" + ("s" if v != 1 else "")
        raise ValueError(f"unknown property kind {k!r}")

    def query(self, q: A.Query) -> str:
        k = q.kind
        if k == "whether":
            assert q.body is not None
            what = "whether " + ("not " if q.negated else "") + self.body(q.body)
        elif k == "legal":
            what = "whether " + ("not " if q.negated else "") + "every play is legal"
        elif k == "winner":
            what = "winner"
        elif k in ("life", "life_lost"):
            what = ("life of " if k == "life" else "life lost by ") + self.player(q.player or "")
        elif k == "cards":
            what = f"cards in {self.player(q.player or '')} {q.zone}"
        else:
            assert q.ref is not None
            target = self.ref(q.ref, zone_ok=False)
            what = {
                "damage": "damage on ", "power": "power of ", "toughness": "toughness of ",
                "pt": "power and toughness of ", "zone": "zone of ", "controller": "controller of ",
                "counters": (q.counter + " " if q.counter else "") + "counters on ",
            }[k] + target
        if q.at is not None:
            return f"at {quote(q.at)}: {what}"
        return self.scope(q.scope if q.scope != "each" else "", q.when) + what

    @staticmethod
    def answer(value: str) -> str:
        return value if _INT.fullmatch(value) or value in ("yes", "no") else quote(value)

    def question(self, q: A.Question) -> str:
        text = f"question {quote(q.text)} asks {self.query(q.query)}"
        if q.options:
            text += " options " + ", ".join(self.answer(o) for o in q.options)
        if q.answer is not None:
            text += f" answer {self.answer(q.answer)}"
        tags = []
        if q.topic is not None:
            tags.append(f"topic {q.topic}")
        if q.difficulty is not None:
            tags.append(f"difficulty {q.difficulty}")
        if q.rules or q.glossary:
            tags.append("decided by " + ", ".join(q.rules + tuple(_glossary(t) for t in q.glossary)))
        return text + ("\n  " + " ".join(tags) if tags else "")


def _glossary(term: A.GlossaryTerm) -> str:
    """``Glossary "Exchange"``, as a ``cites`` line or a ``decided by`` names it."""
    return f"Glossary {quote(term.term)}"


def format_scenario(scenario: A.Scenario) -> str:
    """Canonical scenario text for ``scenario``."""
    return ScenarioPrinter(scenario).scenario()


def format_card(card: A.CardDef) -> str:
    """A card definition in the library's form (``card "Name"`` and its field lines)."""
    lines = [f"card {quote(card.name)}"]
    if card.cost:
        lines.append(f"  cost {card.cost}")
    lines.append(f"  type {card.type_line}")
    if card.power is not None:
        lines.append(f"  pt {card.power}/{card.toughness}")
    if card.colors is not None:
        lines.append("  color " + (", ".join(card.colors) if card.colors else "colorless"))
    if card.text:
        lines.extend(f"  text {quote(par)}" for par in card.text.split("\n"))
    return "\n".join(lines)
