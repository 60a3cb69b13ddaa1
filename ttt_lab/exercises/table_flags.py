"""An entry's kind kept as a flag of the code's own (``max=True``, ``entry.lower``), read from the code:
what the flag means where the table is read, and whether the store sets it for the bound it holds.

A table whose entries say their kind in words is read by the checker (:func:`~ttt_lab.exercises.
table_entries.stored_kind`); one that keeps it in a boolean field of its own (a dataclass
``CacheEntry(value, move, max=True)``) says nothing a value can show. Its answers then look like
a bound read back as exact: the bound it stored under the wrong flag narrows the window the
wrong way, and the search returns the bound. But the code says more: where it reads an entry,
``if entry.max: alpha = max(alpha, entry.value)`` makes ``max`` the flag of a LOWER bound; where it
stores one, ``if best <= alpha_0: table[k] = CacheEntry(best, move, max=True)`` sets that flag on a
value that failed low, an UPPER bound. Every store contradicting the code's own read names the
mistake truly ("mixes up lower and upper bounds", swapped where stored), and on its lines.

Example:
    >>> import ast
    >>> from ttt_lab.exercises.hint_checks import Source
    >>> text = '''
    ... def f(entry, best, alpha, beta, alpha_0, table, key):
    ...     if entry.max:
    ...         alpha = max(alpha, entry.value)
    ...     elif entry.min:
    ...         beta = min(beta, entry.value)
    ...     if best <= alpha_0:
    ...         table[key] = Entry(best, max=True)
    ...     elif best >= beta:
    ...         table[key] = Entry(best, min=True)
    ... '''
    >>> flags_swapped_where_stored(Source((ast.parse(text),), (text,)))[0]
    '`if best <= alpha_0:` sets `max`, the flag your read takes for a lower bound'
"""

from __future__ import annotations

import ast
import dataclasses
from typing import Any

from ttt_lab.exercises.hint_checks import Source, read_source
from ttt_lab.exercises.report import BOUND_AS_EXACT, Problem
from ttt_lab.exercises.table_entries import kind_from_a_flag, said_of_a_flag
from ttt_lab.exercises.table_names import SWAPPED_BOUNDS, SWAPPED_SOMEWHERE_HINT, TABLE_HINTS
from ttt_lab.exercises.table_windows_kept import said_of_a_window_test


def _flag(test: ast.AST) -> str | None:
    """The flag an if's test reads: ``entry.max`` or ``entry["max"]``."""
    if isinstance(test, ast.Attribute):
        return test.attr
    if isinstance(test, ast.Subscript) and isinstance(test.slice, ast.Constant) and isinstance(test.slice.value, str):
        return test.slice.value
    return None


def _narrows(statement: ast.AST) -> str | None:
    """"lower" for ``alpha = max(alpha, ...)``, "upper" for ``beta = min(beta, ...)``."""
    if not (isinstance(statement, ast.Assign) and len(statement.targets) == 1
            and isinstance(statement.targets[0], ast.Name) and isinstance(statement.value, ast.Call)
            and isinstance(statement.value.func, ast.Name)):
        return None
    target, call = statement.targets[0].id.lower(), statement.value.func.id
    if "alpha" in target and call == "max":
        return "lower"
    if "beta" in target and call == "min":
        return "upper"
    return None


def _read_meanings(source: Source) -> dict[str, str]:
    """Each flag's meaning where the code reads its entries: the kind its branch narrows the window as."""
    meanings: dict[str, str] = {}
    for node in source.nodes():
        if isinstance(node, ast.If) and (flag := _flag(node.test)) is not None:
            kinds = {kind for statement in node.body if (kind := _narrows(statement)) is not None}
            if len(kinds) == 1:
                meanings[flag] = kinds.pop()
    return meanings


def _window_kind(test: ast.AST) -> str | None:
    """The kind of bound a store's test says the value is: ``value <= alpha``: upper, ``value >= beta``: lower."""
    if not (isinstance(test, ast.Compare) and len(test.ops) == 1):
        return None
    op, edge = test.ops[0], test.comparators[0]
    name = edge.id.lower() if isinstance(edge, ast.Name) else ""
    if isinstance(op, (ast.LtE, ast.Lt)) and "alpha" in name:
        return "upper"
    if isinstance(op, (ast.GtE, ast.Gt)) and "beta" in name:
        return "lower"
    return None


def _flags_set(body: list[ast.stmt]) -> set[str]:
    """The flags a branch sets true: ``Entry(..., max=True)`` or ``entry.max = True``."""
    flags = set()
    for node in (n for statement in body for n in ast.walk(statement)):
        if isinstance(node, ast.Call):
            flags |= {k.arg for k in node.keywords if k.arg and isinstance(k.value, ast.Constant) and k.value.value is True}
        elif (isinstance(node, ast.Assign) and isinstance(node.value, ast.Constant) and node.value.value is True
              and len(node.targets) == 1 and (flag := _flag(node.targets[0])) is not None):
            flags.add(flag)
    return flags


def flags_swapped_where_stored(source: Source) -> list[str]:
    """The stores whose flag says the other kind than the value holds, by the code's own read (each told
    as a sentence); empty unless every store the code shows for a bound does so (one right store and
    one wrong is another slip)."""
    meanings = _read_meanings(source)
    if set(meanings.values()) != {"lower", "upper"}:
        return []
    told, right = [], 0
    for node in source.nodes():
        if not (isinstance(node, ast.If) and (held := _window_kind(node.test)) is not None):
            continue
        for flag in _flags_set(node.body) & set(meanings):
            if meanings[flag] == held:
                right += 1
            else:
                article = "an" if meanings[flag] == "upper" else "a"
                told.append(f"`if {source.segment(node.test)}:` sets `{flag}`, the flag your read takes for"
                            f" {article} {meanings[flag]} bound")
    return [] if right else told


def labels_swapped_where_stored(problems: list[Problem], fn: Any) -> list[Problem]:
    """A bound said to be taken for an exact value, told as what the code shows instead: every flag it
    stores says the other kind than the bound the value is (:func:`flags_swapped_where_stored`), or every label
    it stores names the other kind, its reads taking them as named (:func:`labels_swapped_in_words`)."""
    if not any(p.name == BOUND_AS_EXACT and not p.note for p in problems):
        return problems
    source = read_source(fn, levels=2)
    told = flags_swapped_where_stored(source)
    if told:
        where = (f"\nYour code keeps an entry's kind in a flag, and stores the wrong one: {'; '.join(told)}. A value"
                 " <= alpha (as the node was called) is an UPPER bound, a value >= beta a LOWER bound.")
        hint = ("Your reads are right for the flags; swap the flags you set where you store: the flag your read"
                " takes for an upper bound on a value <= alpha, the one for a lower bound on a value >= beta.")
    elif told := labels_swapped_in_words(source):
        # Labels kept as numbers: the table cannot say which kind it holds, the code's names can.
        where = (f"\nWhere you store, each label names the other kind: {'; '.join(told)}. Your probe reads the"
                 " labels as they are named, so a value that failed low is later taken for a lower bound and"
                 " a cutoff's for an upper one.")
        hint = store_label_hint(fn)
    else:
        return problems
    return [dataclasses.replace(p, name=SWAPPED_BOUNDS, detail=p.detail + where, hint=hint)
            if p.name == BOUND_AS_EXACT and not p.note else p for p in problems]


def said_of_a_kind_flag(problems: list[Problem], fn: Any) -> list[Problem]:
    """A bound taken for an exact value, with the line of the code that decides the entry's kind by a
    flag set in the loop (:func:`~ttt_lab.exercises.table_entries.kind_from_a_flag`), where it has one."""
    if any(p.name == BOUND_AS_EXACT and not p.note for p in problems) and (flag := kind_from_a_flag(read_source(fn))):
        return [said_of_a_flag(p, flag) if p.name == BOUND_AS_EXACT and not p.note else p for p in problems]
    return problems


def _test_kind(test: ast.AST) -> str | None:
    """The bound a store's test says the value is, with the window's edge named as the code names it (``alpha``,
    ``alpha0``, ``a0``, ``orig_alpha``): ``value <= a0`` an upper bound, ``value >= b0`` a lower one."""
    if not (isinstance(test, ast.Compare) and len(test.ops) == 1 and isinstance(test.comparators[0], ast.Name)):
        return None
    op, edge = test.ops[0], test.comparators[0].id.lower()
    if isinstance(op, (ast.LtE, ast.Lt)) and ("alpha" in edge or edge.startswith("a")):
        return "upper"
    if isinstance(op, (ast.GtE, ast.Gt)) and ("beta" in edge or edge.startswith("b")):
        return "lower"
    return None


def _label_kind(label: ast.AST) -> str | None:
    """``UPPER``, ``"upper"``, ``Flag.UPPERBOUND``: the kind a label names, if it names one (and only one: ``"LOWER"
    if maximizing else "UPPER"`` is a choice between labels, not a label)."""
    text = ast.unparse(label).lower()
    if "upper" in text and "lower" in text:
        return None
    return "upper" if "upper" in text else "lower" if "lower" in text else None


def _cutoff_test(test: ast.AST) -> bool:
    """``alpha >= beta`` (``a >= b``): a test of the window itself, not of a value against an edge; which bound it
    stores depends on the node's side (a MAX node's cutoff a lower bound, a MIN node's an upper one)."""
    left = test.left if isinstance(test, ast.Compare) else None
    name = left.id.lower() if isinstance(left, ast.Name) else ""
    return name in ("a", "b") or "alpha" in name or "beta" in name


def _labelled_branches(statement: ast.stmt) -> list[tuple[str, str, ast.AST, ast.AST]]:
    """(the kind the test says, the kind the label says, the test, the label) for each labelled branch of a
    store: ``flag = UPPER if v <= a0 else LOWER if v >= b0 else EXACT``, or an if/elif chain assigning labels."""
    branches: list[tuple[str, str, ast.AST, ast.AST]] = []
    if isinstance(statement, (ast.Assign, ast.Return)) and isinstance(statement.value, ast.IfExp):
        chain: ast.AST = statement.value
        while isinstance(chain, ast.IfExp):
            if not _cutoff_test(chain.test) and (held := _test_kind(chain.test)) and (said := _label_kind(chain.body)):
                branches.append((held, said, chain.test, chain.body))
            chain = chain.orelse
    elif isinstance(statement, ast.If):
        branch: ast.AST = statement
        while isinstance(branch, ast.If):
            labels = [s.value for s in branch.body if isinstance(s, ast.Assign)]
            if (not _cutoff_test(branch.test) and (held := _test_kind(branch.test)) and len(labels) == 1
                    and (said := _label_kind(labels[0]))):
                branches.append((held, said, branch.test, labels[0]))
            branch = branch.orelse[0] if len(branch.orelse) == 1 else None  # type: ignore[assignment]
    return branches


def _store_pairs(statement: ast.stmt) -> list[tuple[str, str]]:
    """(the kind the test says, the kind the label says) for each labelled branch of a store."""
    return [(held, said) for held, said, _, _ in _labelled_branches(statement)]


def _read_kinds(source: Source) -> list[tuple[str, str]]:
    """(the kind a read's test names, the kind its branch takes the entry for) for each read of a labelled entry:
    under ``if entry["flag"] == LOWERBOUND:`` a ``lo = max(lo, ...)`` takes it for a lower bound, a
    ``hi = min(hi, ...)`` for an upper one, whatever the window's edges are called (``a``, ``alpha``); and a
    test ``flag == LOWER and value >= beta`` (an answer past beta) takes it for a lower bound too."""
    reads = []
    for node in source.nodes():
        if not isinstance(node, ast.If) or (named := _label_kind(node.test)) is None:
            continue
        # Moreland's read: ``if kind == LOWER and value >= beta: return value``, the label answering past an edge.
        reads += [(named, kind) for test in ast.walk(node.test) if (kind := _test_kind(test)) is not None]
        for statement in node.body:
            if (isinstance(statement, ast.Assign) and len(statement.targets) == 1
                    and isinstance(edge := statement.targets[0], ast.Name) and isinstance(call := statement.value, ast.Call)
                    and isinstance(call.func, ast.Name) and call.func.id in ("max", "min")
                    and any(isinstance(a, ast.Name) and a.id == edge.id for a in call.args)):
                reads.append((named, "lower" if call.func.id == "max" else "upper"))
    return reads


def labels_swapped_in_words(source: Source) -> list[str]:
    """The stores whose label names the other kind than the value holds, where the code's own reads take every
    label for the kind it names (each store told as a sentence): Wikipedia's negamax with its store's LOWERBOUND
    and UPPERBOUND exchanged (``if value <= alphaOrig: flag = LOWERBOUND``), its probe as published. Labels that
    are numbers say nothing in the table (the checker reads an entry's kind only in words); the code's names do.
    Empty unless every labelled store is swapped and every read right (one right store beside a wrong one, or a
    read turned too, is another slip)."""
    stores = [branch for node in source.nodes() if isinstance(node, ast.stmt) for branch in _labelled_branches(node)]
    reads = _read_kinds(source)
    if not stores or not reads or any(held == said for held, said, _, _ in stores) or any(n != t for n, t in reads):
        return []
    told = {f"a value with `{source.segment(test)}`, {'an' if held == 'upper' else 'a'} {held} bound, is labelled"
            f" `{source.segment(label)}`" for held, _, test, label in stores}
    return sorted(told)


def mirrored_store_hint(fn: Any) -> str | None:
    """The hint for bounds swapped where they are stored when the code stores the labels in two places (MAX's
    nodes and MIN's, say) and only one of them is swapped: "swap the labels you write" would break the right
    one. A MIN node's bound is X's value too: the rule does not mirror. None where the code does not show one
    store right and another swapped."""
    try:
        source = read_source(fn)
        stores = [(node, pairs) for node in source.nodes() if isinstance(node, ast.stmt)
                  and (pairs := _store_pairs(node))]
    except Exception:  # code that cannot be read: no claim on it
        return None
    right = [node for node, pairs in stores if all(held == said for held, said in pairs)]
    wrong = [node for node, pairs in stores if all(held != said for held, said in pairs)]
    if not right or not wrong:
        return None
    swapped = " ".join(source.segment(wrong[0]).split())
    kept = " ".join(source.segment(right[0]).split())
    return (f"Where you store: value >= beta (the original beta) is a LOWER bound, value <= alpha an UPPER bound, at"
            " every node, MAX's and MIN's alike: both hold X's values, so the rule is not mirrored for the other side."
            f" Your `{kept}` is right; swap the labels in `{swapped}` only.")


def store_label_hint(fn: Any) -> str:
    """The hint for bounds whose labels are swapped where they are stored: in the one store the code shows
    swapped when another is right (:func:`mirrored_store_hint`), else everywhere it stores them."""
    return mirrored_store_hint(fn) or ("Where you store: value >= beta (the original beta) is a LOWER bound, value"
                                       " <= alpha an UPPER bound. Your reading tests are right for the labels; swap"
                                       " the labels you write.")


_KIND_WORDS = ("type", "flag", "kind", "bound", "lower", "upper", "exact")
"""Words that name an entry's kind in a probe's test (``entry.type == BETA``, ``flag == LOWER``)."""


def _edge(test: ast.AST) -> str | None:
    """"alpha" for ``entry.value <= a`` (an entry's value, an attribute or an item, against the window's
    lower edge, however named: ``a``, ``alpha``), "beta" for ``entry.value >= b``; None for anything else."""
    if not (isinstance(test, ast.Compare) and len(test.ops) == 1 and isinstance(test.left, (ast.Attribute, ast.Subscript))
            and isinstance(test.comparators[0], ast.Name)):
        return None
    edge, op = test.comparators[0].id.lower(), test.ops[0]
    if isinstance(op, (ast.LtE, ast.Lt)) and (edge.startswith("a") or "alpha" in edge):
        return "alpha"
    if isinstance(op, (ast.GtE, ast.Gt)) and (edge.startswith("b") or "beta" in edge):
        return "beta"
    return None


def untyped_probe_branch(source: Source) -> tuple[str, str] | None:
    """A probe branch that answers from an entry whatever its kind: an ``elif`` after tests of the entry's kind
    whose own test compares only the entry's value with a window's edge and returns (``elif entry.eval <= a:
    return a``, a forum's pseudo-code: wave 27's tt_02). A lower bound at most alpha then answers "at most alpha"
    though the value may be higher (an upper bound at least beta likewise). The branch's text and the edge, or None."""
    for node in source.nodes():
        if not (isinstance(node, ast.If) and any(word in ast.unparse(node.test).lower() for word in _KIND_WORDS)):
            continue
        branch: ast.AST = node
        while isinstance(branch, ast.If) and len(branch.orelse) == 1 and isinstance(branch.orelse[0], ast.If):
            branch = branch.orelse[0]
            assert isinstance(branch, ast.If)
            test = ast.unparse(branch.test).lower()
            if ((edge := _edge(branch.test)) is not None and not any(word in test for word in _KIND_WORDS)
                    and any(isinstance(statement, ast.Return) for statement in branch.body)):
                returned = next(s for s in branch.body if isinstance(s, ast.Return))
                return f"elif {source.segment(branch.test)}: {source.segment(returned)}", edge
    return None


def said_of_an_untyped_probe(problems: list[Problem], fn: Any) -> list[Problem]:
    """A bound misread (lower and upper mixed up, or a bound taken for the value), told where the code's probe
    answers from an entry without asking its kind (:func:`untyped_probe_branch`), with the test the branch lacks
    in place of the general hint (which asks to tell the kind from the window, advice this code does not need)."""
    first = next((p for p in problems if not p.note), None)
    if first is None or first.name not in (SWAPPED_BOUNDS, BOUND_AS_EXACT):
        return problems
    try:
        found = untyped_probe_branch(read_source(fn, levels=2))
    except Exception:  # code that cannot be read: no claim on it
        return problems
    if found is None:
        return problems
    branch, edge = found
    held, other = ("an upper", "a lower") if edge == "alpha" else ("a lower", "an upper")
    edge_said, beyond = ("at most alpha", "more than alpha") if edge == "alpha" else ("at least beta", "less than beta")
    detail = (f"{first.detail}\nYour probe's `{branch}` asks no kind: {other} bound {edge_said} answers there too,"
              f" though the position may be worth {beyond}; only {held} bound (or an exact value) {edge_said} says"
              " it is not.")
    hint = (f"Add the kind to that test, so that `{branch.split(':')[0]}` answers only for {held} bound (the kind your"
            f" code stores when the search failed {'low' if edge == 'alpha' else 'high'}); any other entry there is"
            " ignored and the moves are searched.")
    return [dataclasses.replace(p, name=SWAPPED_BOUNDS, detail=detail, hint=hint) if p is first else p
            for p in problems]


def said_of_swapped_labels(problems: list[Problem], fn: Any) -> list[Problem]:
    """Lower and upper bounds said to be mixed up, somewhere, told where the code's names show it: every label it
    stores names the other kind, every read takes them as named (:func:`labels_swapped_in_words`). The general
    hint (tell the kind from the window before the loop) would ask for what such code does already."""
    first = next((p for p in problems if not p.note), None)
    if first is None or first.name != SWAPPED_BOUNDS or first.hint not in (TABLE_HINTS[SWAPPED_BOUNDS],
                                                                            SWAPPED_SOMEWHERE_HINT):
        return problems  # the place is told already
    try:
        told = labels_swapped_in_words(read_source(fn, levels=2))
    except Exception:  # code that cannot be read: no claim on it
        return problems
    if not told:
        return problems
    detail = (f"{first.detail}\nWhere you store, each label names the other kind: {'; '.join(told)}. Your probe reads"
              " the labels as they are named.")
    return [dataclasses.replace(p, detail=detail, hint=store_label_hint(fn)) if p is first else p for p in problems]


def told_by_the_code(problems: list[Problem], fn: Any) -> list[Problem]:
    """A bound misread, told by the code's own lines where they show why: an entry's kind decided by a flag set
    in the loop (:func:`said_of_a_kind_flag`), a probe branch that answers without asking the kind
    (:func:`said_of_an_untyped_probe`), labels that name the other kind where stored (:func:`said_of_swapped_labels`), a
    kept window's inclusion test turned round (:func:`~ttt_lab.exercises.table_windows_kept.said_of_a_window_test`)."""
    return said_of_a_window_test(said_of_swapped_labels(said_of_an_untyped_probe(said_of_a_kind_flag(problems, fn), fn), fn), fn)
