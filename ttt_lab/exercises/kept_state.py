"""State kept between calls, told by running a failing case again from a fresh start (issue 27: one
probe every checker can use). Before the first graded call :func:`snapshot` copies what a call of
the student's function can keep for the next one: the mutable default arguments (``seen=set()``),
the dicts, lists and sets its code reads from its module (``TABLE = {}``), the ones held in its
closure and, for a method, on its object. When a case goes wrong, :meth:`KeptState.fresh` runs it
once more with each of those put back as it was before the first call (then puts back what the
calls left there). Right from the fresh start, wrong after the other calls: the answer depends on
what earlier calls left, which no mistake of one call explains. A passing student is never asked
again, and a memo that is right within one call stays right from a fresh start."""

from __future__ import annotations

import copy
import dataclasses
import functools
import types
from collections import deque
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any, TypeVar

from ttt_lab.exercises.report import KEEPS_STATE, REMEMBERS_OTHER_DEPTHS, REMEMBERS_OTHER_GAMES, Problem

T = TypeVar("T")

_MEMO_NAMES = {KEEPS_STATE, REMEMBERS_OTHER_GAMES, REMEMBERS_OTHER_DEPTHS}
_CONTAINERS = (dict, list, set, bytearray, deque)
_MOST = 20_000  # a bigger container is data the code reads, not state it keeps: never copied


@dataclasses.dataclass
class _Held:
    """One container a call may keep for the next: where it lives, and its copy from before the first call."""

    words: str  # how the student's code names it, e.g. "the default argument seen=set()"
    fix: str  # how to make it inside the call instead
    read: Callable[[], Any]
    write: Callable[[Any], None]
    pristine: Any


def _copied(value: Any) -> Any | None:
    if not isinstance(value, _CONTAINERS) or len(value) > _MOST:
        return None
    try:
        return copy.deepcopy(value)
    except Exception:  # an object that cannot be copied is left alone
        return None


def _shown(value: Any) -> str:
    empty: dict[type, str] = {dict: "{}", list: "[]", set: "set()", deque: "deque()", bytearray: "bytearray()"}
    return empty.get(type(value), type(value).__name__ + "()") if not value else repr(value)[:40]


def _in_mapping(mapping: Any, name: str) -> tuple[Callable[[], Any], Callable[[Any], None]]:
    def read() -> Any:
        return mapping.get(name)

    def write(value: Any) -> None:
        mapping[name] = value
    return read, write


def _in_cell(cell: Any) -> tuple[Callable[[], Any], Callable[[Any], None]]:
    def read() -> Any:
        return cell.cell_contents

    def write(value: Any) -> None:
        cell.cell_contents = value
    return read, write


def _on_object(owner: Any, name: str) -> tuple[Callable[[], Any], Callable[[Any], None]]:
    def read() -> Any:
        return getattr(owner, name)

    def write(value: Any) -> None:
        setattr(owner, name, value)
    return read, write


def _default_fix(called: str, name: str, pristine: Any) -> str:
    return f"def {called}(..., {name}=None): {name} = {_shown(type(pristine)())} if {name} is None else {name}"


def _names_read(code: types.CodeType) -> set[str]:
    names = set(code.co_names)
    for const in code.co_consts:
        if isinstance(const, types.CodeType):
            names |= _names_read(const)
    return names


def _unwrapped(fn: Any) -> tuple[Any, Any]:
    """(the plain function, the object it is a method of or None)."""
    owner = None
    for _ in range(5):
        if isinstance(fn, functools.partial):
            fn = fn.func
        elif isinstance(fn, types.MethodType):
            owner, fn = fn.__self__, fn.__func__
        elif hasattr(fn, "__wrapped__"):
            fn = fn.__wrapped__
        elif not isinstance(fn, types.FunctionType) and isinstance(vars(type(fn)).get("__call__"), types.FunctionType):
            owner, fn = fn, vars(type(fn))["__call__"]
        else:
            break
    return fn, owner


def mutable_default_names(fn: Callable[..., Any]) -> list[str]:
    """The names of ``fn``'s parameters whose default is a container (``seen=set()``, ``memo={}``):
    made once, when the def ran, and shared by every call that does not pass its own."""
    plain, _ = _unwrapped(fn)
    if not isinstance(plain, types.FunctionType):
        return []
    positional = plain.__code__.co_varnames[:plain.__code__.co_argcount]
    defaults = plain.__defaults__ or ()
    names = [positional[len(positional) - len(defaults) + index]
             for index, value in enumerate(defaults) if isinstance(value, _CONTAINERS)]
    return names + [name for name, value in (plain.__kwdefaults__ or {}).items() if isinstance(value, _CONTAINERS)]


def _defaults(fn: types.FunctionType) -> list[_Held]:
    held: list[_Held] = []
    code = fn.__code__
    positional = code.co_varnames[:code.co_argcount]
    defaults = fn.__defaults__ or ()
    for index, value in enumerate(defaults):
        pristine = _copied(value)
        if pristine is None:
            continue
        name = positional[len(positional) - len(defaults) + index]

        def read(fn: Any = fn, index: int = index) -> Any:
            return fn.__defaults__[index]

        def write(value: Any, fn: Any = fn, index: int = index) -> None:
            fn.__defaults__ = fn.__defaults__[:index] + (value,) + fn.__defaults__[index + 1:]

        held.append(_Held(f"the default argument {name}={_shown(pristine)}", _default_fix(fn.__name__, name, pristine), read, write,
                          pristine))
    for name, value in (fn.__kwdefaults__ or {}).items():
        pristine = _copied(value)
        if pristine is not None:
            held.append(_Held(f"the default argument {name}={_shown(pristine)}", _default_fix(fn.__name__, name, pristine),
                              *_in_mapping(fn.__kwdefaults__, name), pristine))
    return held


def module_functions(fn: types.FunctionType, most: int = 20) -> list[types.FunctionType]:
    """``fn`` and the functions of its module its code names (calls, passes on), a few deep: at most
    ``most``, in the order a depth-first walk meets them. A student's search is often split into helpers
    (max_value, min_value, a board reader), and what it keeps between calls may sit in any of them."""
    namespace = fn.__globals__
    found: list[types.FunctionType] = []
    todo, visited = [fn], set[int]()
    while todo and len(visited) < most:
        function = todo.pop()
        if id(function) in visited:
            continue
        visited.add(id(function))
        found.append(function)
        todo += [value for name in sorted(_names_read(function.__code__))
                 if isinstance(value := namespace.get(name), types.FunctionType) and value.__globals__ is namespace]
    return found


def _module_level(fn: types.FunctionType) -> list[_Held]:
    """The containers the function's code (and the functions of its module it calls, a few deep) reads by name."""
    namespace = fn.__globals__
    held: list[_Held] = []
    seen: set[str] = set()
    for function in module_functions(fn):
        for name in sorted(_names_read(function.__code__)):
            value = namespace.get(name)
            if isinstance(value, types.FunctionType) and value.__globals__ is namespace:
                continue
            if name not in seen and (pristine := _copied(value)) is not None:
                seen.add(name)
                held.append(_Held(f"the module-level {name} = {_shown(pristine)}",
                                  f"{name} = {_shown(type(pristine)())} as the function's first line (a local)",
                                  *_in_mapping(namespace, name), pristine))
    for cell, name in zip(fn.__closure__ or (), fn.__code__.co_freevars, strict=False):
        try:
            pristine = _copied(cell.cell_contents)
        except ValueError:  # an empty cell
            continue
        if pristine is not None:
            held.append(_Held(f"the enclosing function's {name} = {_shown(pristine)}",
                              f"{name} = {_shown(type(pristine)())} inside the function that uses it",
                              *_in_cell(cell), pristine))
    return held


def _attributes(owner: Any) -> list[_Held]:
    held: list[_Held] = []
    for name, value in list(getattr(owner, "__dict__", {}).items()):
        pristine = _copied(value)
        if pristine is not None:
            held.append(_Held(f"the attribute self.{name} = {_shown(pristine)}",
                              f"self.{name} = {_shown(type(pristine)())} at the start of each call, or a local",
                              *_on_object(owner, name), pristine))
    return held


@dataclasses.dataclass
class KeptState:
    """What one student's function can keep between calls, as it was before the first one."""

    held: list[_Held]

    def changed(self) -> list[_Held]:
        """The containers the calls so far have changed (only those can carry anything)."""
        out = []
        for one in self.held:
            try:
                same = bool(one.read() == one.pristine)
            except Exception:
                same = False
            if not same:
                out.append(one)
        return out

    @contextmanager
    def fresh(self) -> Iterator[list[_Held]]:
        """Within the block, every changed container is a copy of its state before the first call;
        after it, the one the calls filled is back (later questions see what they saw before)."""
        changed = self.changed()
        kept = [one.read() for one in changed]
        try:
            for one in changed:
                one.write(copy.deepcopy(one.pristine))
            yield changed
        finally:
            for one, value in zip(changed, kept, strict=True):
                one.write(value)

    def problem(self, rerun: Callable[[], T], right: Callable[[T], bool], label: str, got: str,
                expected: str) -> Problem | None:
        """The problem to name where the failing case ``label`` (``got`` where ``expected`` was right)
        run once more from the fresh start (``rerun``) answers right (``right``); None otherwise."""
        if not self.changed():
            return None
        with self.fresh() as changed:
            try:
                again = rerun()
            except Exception:
                return None
        if again is None or not right(again):
            return None
        where = " and ".join(one.words for one in changed)
        made = ("is made once, when the def runs, and every call fills the same one" if "default argument" in where
                else "lives outside the call, and every call fills the same one")
        return Problem(
            KEEPS_STATE,
            f"On {label}, it gave {got}; expected {expected}. Run again with {where} put back as it was before the"
            f" first call, it gave the right answer: {where} {made}, so each call starts with what the calls"
            " before it left there (nodes, positions or values from other questions).",
            f"Make it inside the call, new for each call: {changed[0].fix}.")


def snapshot(fn: Any) -> KeptState | None:
    """What ``fn`` can keep between calls, copied now (before the first graded call); None if nothing."""
    function, owner = _unwrapped(fn)
    if not isinstance(function, types.FunctionType):
        return None
    held = _defaults(function) + _module_level(function) + (_attributes(owner) if owner is not None else [])
    return KeptState(held) if held else None


def name_kept_state(problems: list[Problem], kept: KeptState | None, rerun: Callable[[], T],
                    right: Callable[[T], bool], label: str, got: str, expected: str) -> list[Problem]:
    """``problems`` replaced by the one kept-state problem when it is confirmed (notes kept). A memo
    already named from its values (remembered from another game or depth) keeps that name."""
    if kept is None or not any(not p.note for p in problems) or any(p.name in _MEMO_NAMES for p in problems):
        return problems
    found = kept.problem(rerun, right, label, got, expected)
    if found is None:
        return problems
    return [found] + [p for p in problems if p.note]


def kept_container_hint(fn: Any) -> str | None:
    """The hint for a search that answers the same question differently, worded by what the code
    keeps: a container outside the call (a module-level dict of values, wave 25's dl_04) is to be
    made new for each call, where the generic hint's "pass the depth down as an argument" asks for
    what such code may already do. None where the code keeps no container (a counter, say)."""
    kept = snapshot(fn)
    if kept is None:
        return None
    one = kept.held[0]
    where = one.words.split(" = ", 1)[0]
    return (f"Keep a search's state in its parameters and local variables: {where} is filled by one call and read by"
            " the next (a value found at another depth, with another evaluation, in another game). Make it new for"
            f" each call, {one.fix}, and hand it down to the search as an argument.")

