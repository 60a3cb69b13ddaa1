"""A module-level variable set on the first call and never reset: the first call's depth kept for every later one.

``MAX_DEPTH = None`` at module level and ``if MAX_DEPTH is None: MAX_DEPTH = depth`` inside the function (wave 28's
dl_04): the first graded call fixes the limit, and every later call searches to that depth whatever ``depth`` it is
handed. Its answers then look like a mistake of one search (a first call with depth 0 makes it evaluate every
position, "evaluates instead of searching", whose hint asks for the depth test the code already has). Asked the same
again, it answers the same: the drift probe (``diagnosis._drifting``) sees nothing, and no container is kept (the
kept-state probe copies containers only). The probe here: a name the student's code assigns through ``global``,
put back to "not set yet" (``0``, then ``None``) while one wrong case is asked again, and restored after. Right from
that fresh start, the answer depends on what an earlier call left in that name: the state kept between calls is
named (``KEEPS_STATE``), in the code's own words.
"""

from __future__ import annotations

import ast
import dis
import inspect
import types
from collections.abc import Callable, Sequence
from typing import Any

from ttt_lab.exercises.harness import _close, _num
from ttt_lab.exercises.hint_checks import read_source
from ttt_lab.exercises.kept_state import module_functions
from ttt_lab.exercises.report import KEEPS_STATE, Problem

_UNSET = (0, None)
"""What a name not set yet holds: the ``0`` or ``None`` a module starts it at."""
_TRIED = 3
"""Wrong cases asked again (the smallest first is enough where the probe applies)."""


def _stored_globals(code: types.CodeType) -> set[str]:
    names = {i.argval for i in dis.get_instructions(code) if i.opname == "STORE_GLOBAL"}
    for const in code.co_consts:
        if isinstance(const, types.CodeType):
            names |= _stored_globals(const)
    return names


def globals_written(fn: Callable[..., Any]) -> list[str]:
    """The module-level names ``fn``'s code (and the functions of its module it calls, a few deep) assigns through
    ``global``."""
    function = inspect.unwrap(fn)
    if not isinstance(function, types.FunctionType):
        return []
    return sorted({name for current in module_functions(function) for name in _stored_globals(current.__code__)})


def _guard(fn: Callable[..., Any], name: str) -> str | None:
    """The test under which the code assigns ``name`` (``MAX_DEPTH is None``), where it does so under one."""
    for node in read_source(fn, levels=2).nodes():
        if isinstance(node, ast.If) and any(isinstance(n, ast.Name) and n.id == name for n in ast.walk(node.test)) \
                and any(isinstance(t, ast.Name) and t.id == name for s in node.body if isinstance(s, ast.Assign)
                        for t in s.targets):
            return ast.unparse(node.test)
    return None


def set_once_problem(wrong: Sequence[tuple[str, float, float, Callable[[], float | None]]],
                     fn: Callable[..., Any] | None) -> Problem | None:
    """KEEPS_STATE where one of the ``wrong`` cases ((label, answer, right value, ask again)) answers right asked
    again with a global the code writes put back to "not set yet"; None otherwise."""
    function = inspect.unwrap(fn) if fn is not None else None
    if not isinstance(function, types.FunctionType):
        return None
    namespace = function.__globals__
    for name in globals_written(function):
        held = namespace.get(name)
        if held is None or isinstance(held, bool) or not isinstance(held, (int, float, str)):
            continue
        for label, answer, right, again in wrong[:_TRIED]:
            for unset in (value for value in _UNSET if value != held):
                namespace[name] = unset
                try:
                    fresh = again()
                except Exception:
                    fresh = None
                finally:
                    namespace[name] = held
                if fresh is None or not _close(fresh, right):
                    continue
                guard = _guard(function, name)
                how = (f"your code sets it only where `{guard}`, so the first call's value stays for every call after"
                       " it" if guard is not None else "each call starts from what the calls before it left there")
                return Problem(
                    KEEPS_STATE,
                    f"On {label} it returned {_num(answer)}; the right value is {_num(right)}. The module-level"
                    f" {name} holds {held!r}, left there by an earlier call: {how}. Asked again with {name} ="
                    f" {unset!r}, as before the first call, it returned the right value.",
                    f"Keep the search's limits in its parameters: hand the depth (or the ply and the limit) down as"
                    f" arguments on every call, and drop the global {name}; a module-level variable outlives the"
                    " call that set it.")
    return None
