"""Retrograde analysis as students write it: ``fn(game) -> {game.key(state): value}`` for the
first player, every reachable position."""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any

import buggy_retrograde as older

from ttt_lab import exercises as ex
from ttt_lab.exercises import retrograde, retrograde_names


def _rounds(game: Any, slip: str = "") -> dict[Any, float]:
    """Rounds over every position until nothing changes; ``slip`` one change."""
    states, children, _ = older._graph(game)
    first = game.players[0]
    value: dict[Hashable, float] = {}
    for key, state in states.items():
        if game.is_terminal(state):
            if slip == "win is 1, draw is a half":
                value[key] = {1: 1.0, 0: 0.5, -1: 0.0}[game.utility(state, first)]
            else:
                value[key] = game.utility(state, first)
    changed = True
    while changed:
        changed = False
        for key, state in states.items():
            if key in value:
                continue
            known = [value[c] for c in children[key] if c in value]
            me = game.to_move(state)
            sign = 1 if me == first else -1
            if slip == "sign of the child":
                child_state = states[children[key][0]]
                sign = 1 if game.to_move(child_state) == first else -1
            if sign in known:
                value[key] = sign
                changed = True
            elif len(known) == len(children[key]):
                value[key] = max(known) if sign > 0 else min(known)
                changed = True
    if slip == "string keys":
        return {str(states[key]): v for key, v in value.items()}
    return value


def correct_rounds(game: Any) -> dict[Any, float]:
    return _rounds(game)


CORRECT = [older.retrograde_queue, older.retrograde_rounds, older.retrograde_states_as_keys, correct_rounds]


def string_keys(game: Any) -> dict[Any, float]:
    return _rounds(game, "string keys")


def sign_of_the_child(game: Any) -> dict[Any, float]:
    return _rounds(game, "sign of the child")


def win_draw_loss_as_one_half_zero(game: Any) -> dict[Any, float]:
    return _rounds(game, "win is 1, draw is a half")


BUGGY = [
    (older.retrograde_any_win_decides, {ex.LOSS_TOO_EARLY}),
    (older.retrograde_first_draw_decides, {ex.DRAW_TOO_EARLY}),
    (older.retrograde_negated, {ex.WIN_WITHOUT_MOVE}),
    (older.retrograde_two_rounds, {ex.UNDECIDED_AS_DRAW}),
    (older.retrograde_finished_for_mover, {ex.FINISHED_WRONG}),
    (older.retrograde_without_finished, {retrograde.NEVER_VALUED}),  # found, then dropped
    (older.retrograde_list, {ex.NOT_A_TABLE}),
    (string_keys, {ex.WRONG_KEYS}),
    (sign_of_the_child, {retrograde.WINNER_AT_CHILD}),  # was named a loss too early; its own name since blind wave 4 (rt2)
    (win_draw_loss_as_one_half_zero, {ex.FINISHED_WRONG}),
]
CHECK = ex.check_retrograde


# ---------------------------------------------------------------------- second wave
# Written after the engine, as students write them, before any change to the engine for them.


def _rounds_draw_when_no_win(game: Any) -> dict[Any, float]:
    states, children, _ = older._graph(game)
    first = game.players[0]
    value: dict[Hashable, float] = {k: game.utility(s, first) for k, s in states.items() if game.is_terminal(s)}
    changed = True
    while changed:
        changed = False
        for key, state in states.items():
            if key in value:
                continue
            known = [value[c] for c in children[key] if c in value]
            sign = 1 if game.to_move(state) == first else -1
            if sign in known:
                value[key], changed = sign, True
            elif len(known) == len(children[key]):
                value[key], changed = 0, True  # no win: a draw (forgets that every move may lose)
    return value


def draw_when_no_win(game: Any) -> dict[Any, float]:
    return _rounds_draw_when_no_win(game)


BUGGY += [
    (draw_when_no_win, {"declares a draw where every move loses"}),  # retrograde.LOSS_AS_DRAW
]


# ---------------------------------------------------------------------- third wave
# Written blind, as students write them, before any change to the engine for them.


def _rounds_patient(game: Any) -> dict[Any, float]:
    """Waits for every move before deciding anything, even a win: slower, the same table."""
    states, children, _ = older._graph(game)
    first = game.players[0]
    value: dict[Hashable, float] = {k: game.utility(s, first) for k, s in states.items() if game.is_terminal(s)}
    changed = True
    while changed:
        changed = False
        for key, state in states.items():
            if key in value or any(c not in value for c in children[key]):
                continue
            known = [value[c] for c in children[key]]
            value[key] = max(known) if game.to_move(state) == first else min(known)
            changed = True
    return value


def patient(game: Any) -> dict[Any, float]:
    return _rounds_patient(game)


def _rounds_for_mover(game: Any) -> dict[Any, float]:
    """Values for the side to move everywhere, negamax-style."""
    states, children, _ = older._graph(game)
    value: dict[Hashable, float] = {k: game.utility(s, game.to_move(s)) for k, s in states.items()
                                    if game.is_terminal(s)}
    changed = True
    while changed:
        changed = False
        for key in states:
            if key in value or any(c not in value for c in children[key]):
                continue
            value[key] = max(-value[c] for c in children[key])
            changed = True
    return value


def for_the_side_to_move(game: Any) -> dict[Any, float]:
    return _rounds_for_mover(game)


CORRECT.append(patient)
BUGGY += [
    (for_the_side_to_move, {ex.FINISHED_WRONG, "values positions for the side to move, not the first player"}),
]


# ---------------------------------------------------------------------- fourth wave
# Written blind, as students write them; measured before any change to the engine for them.


def _rounds_wins_seeded(game: Any) -> dict[Any, float]:
    """Seeds only the won finished positions; a drawn one is never decided."""
    states, children, _ = older._graph(game)
    first = game.players[0]
    value: dict[Hashable, float] = {k: game.utility(s, first) for k, s in states.items()
                                    if game.is_terminal(s) and game.utility(s, first) != 0}
    changed = True
    while changed:
        changed = False
        for key, state in states.items():
            if key in value or game.is_terminal(state):
                continue
            known = [value[c] for c in children[key] if c in value]
            sign = 1 if game.to_move(state) == first else -1
            if sign in known:
                value[key], changed = sign, True
            elif len(known) == len(children[key]):
                value[key] = max(known) if sign > 0 else min(known)
                changed = True
    return value


def draws_never_seeded(game: Any) -> dict[Any, float]:
    return _rounds_wins_seeded(game)


BUGGY += [(draws_never_seeded, {retrograde.NEVER_VALUED})]  # it finds them all; the drawn finished ones get no value


# ---------------------------------------------------------------------- fifth wave (blind)
# A queue from the finished positions, each with one slip. Before any change: 3 named right,
# 2 named wrongly (draws never counted when the last move is known was "a loss when one move
# loses"; a table for the side to move was "scores finished games wrongly").


def _queue(game: Any, slip: str = "") -> dict[Any, float]:
    first = game.players[0]
    states, children, _ = older._graph(game)
    parents: dict[Hashable, list[Hashable]] = {key: [] for key in states}
    for key, kids in children.items():
        for child in kids:
            parents[child].append(key)
    value: dict[Hashable, float] = {}
    queue, open_moves, has_draw = [], {}, {}
    for key, state in states.items():
        if game.is_terminal(state):
            value[key] = game.utility(state, first)
            queue.append(key)
        else:
            open_moves[key], has_draw[key] = len(children[key]), False
    for key in queue:
        for parent in parents[key]:
            if parent in value:
                continue
            win = 1 if game.to_move(states[parent]) == first else -1
            if value[key] == win:
                value[parent] = win
                if slip != "one pass":
                    queue.append(parent)
                continue
            if slip == "one loss" and value[key] == -win:
                value[parent] = -win
                queue.append(parent)
                continue
            has_draw[parent] |= value[key] == 0
            open_moves[parent] -= 1
            if open_moves[parent] == 0:
                value[parent] = -win if slip == "no draws" else 0 if has_draw[parent] else -win
                queue.append(parent)
    return value


def draws_forgotten_at_the_end(game: Any) -> dict[Any, float]:
    """Every move known and none wins: declared lost, whether or not a move draws."""
    return _queue(game, "no draws")


def lost_on_the_first_losing_move(game: Any) -> dict[Any, float]:
    return _queue(game, "one loss")


def correct_by_layers(game: Any) -> dict[Any, float]:
    """Correct: positions ordered by their distance from the start, deepest first, each the best of its moves."""
    first = game.players[0]
    states, children, _ = older._graph(game)
    start = game.key(game.initial_state())
    distance, frontier = {start: 0}, [start]
    while frontier:
        following = []
        for key in frontier:
            for child in children[key]:
                if child not in distance:
                    distance[child] = distance[key] + 1
                    following.append(child)
        frontier = following
    value: dict[Hashable, float] = {}
    for key in sorted(states, key=lambda k: -distance[k]):
        state = states[key]
        if game.is_terminal(state):
            value[key] = game.utility(state, first)
        else:
            moves = [value[child] for child in children[key]]
            value[key] = max(moves) if game.to_move(state) == first else min(moves)
    return value


CORRECT.append(correct_by_layers)
BUGGY += [
    (draws_forgotten_at_the_end, {retrograde.DRAW_AS_LOSS}),
    (lost_on_the_first_losing_move, {ex.LOSS_TOO_EARLY}),
]


def largest_everywhere(game: Any) -> dict[Any, float]:
    """Held-out wave: every position the largest of its moves, O's too (named 'a loss when one
    move loses' before)."""
    states, children, _ = older._graph(game)
    first = game.players[0]
    value: dict[Hashable, float] = {}

    def solve(key: Hashable) -> float:
        if key not in value:
            state = states[key]
            value[key] = (game.utility(state, first) if game.is_terminal(state)
                          else max(solve(child) for child in children[key]))
        return value[key]

    for key in states:
        solve(key)
    return value


BUGGY += [(largest_everywhere, {retrograde.ONE_SIDE_BEST})]


# ---------------------------------------------------------------------- issue 27 (h27f)
# Sweeps stopped after a fixed number (blind3's rg_b03: 5), in other shapes: 6 sweeps, a safety
# cap on a 'while changed' loop, sweeps that update the table in place.


def _sweep(game: Any, limit: int, in_place: bool) -> dict[Any, float]:
    states, children, _ = older._graph(game)
    first = game.players[0]
    value: dict[Hashable, float] = {k: game.utility(s, first) for k, s in states.items() if game.is_terminal(s)}
    changed, sweeps = True, 0
    while changed and sweeps < limit:
        changed, sweeps = False, sweeps + 1
        new = value if in_place else dict(value)
        for key, state in states.items():
            if key in value:
                continue
            known = [value[c] for c in children[key] if c in value]
            mover = 1 if game.to_move(state) == first else -1
            if mover in known:
                new[key], changed = mover, True
            elif len(known) == len(children[key]):
                new[key], changed = (max(known) if mover > 0 else min(known)), True
        value = new
    return {k: value.get(k, 0) for k in states}


def six_sweeps(game: Any) -> dict[Any, float]:
    return _sweep(game, 6, in_place=False)


def while_changed_with_a_cap(game: Any) -> dict[Any, float]:
    """'while changed' with a cap of 7 sweeps 'in case it never stops'."""
    return _sweep(game, 7, in_place=False)


def four_sweeps_in_place(game: Any) -> dict[Any, float]:
    return _sweep(game, 4, in_place=True)


BUGGY += [
    (six_sweeps, {retrograde.UNDECIDED_AS_DRAW}),
    (while_changed_with_a_cap, {retrograde.UNDECIDED_AS_DRAW}),
    (four_sweeps_in_place, {retrograde.UNDECIDED_AS_DRAW}),
]


# Issue 27 round 2 (mutation sweep): the count of open moves that never reaches 0.
def _open_move_queue(game: Any, slip: str) -> dict[Any, float]:
    """Retrograde analysis from a queue of decided positions, each parent's open moves counted down."""
    first = game.players[0]
    states, parents, todo = {game.key(game.initial_state()): game.initial_state()}, {}, [game.initial_state()]
    while todo:
        state = todo.pop()
        if game.is_terminal(state):
            continue
        for move in game.actions(state):
            child = game.result(state, move)
            key = game.key(child)
            if key not in states:
                states[key] = child
                todo.append(child)
            parents.setdefault(key, []).append(game.key(state))
    value: dict[Any, float] = {}
    queue, open_moves, has_draw = [], {}, {}
    for key, state in states.items():
        if game.is_terminal(state):
            value[key] = game.utility(state, first)
            queue.append(key)
        else:
            open_moves[key], has_draw[key] = len(game.actions(state)), False
    for key in queue:
        for parent in parents.get(key, []):
            if parent in value:
                continue
            win = 1 if game.to_move(states[parent]) == first else -1
            if value[key] == win:
                value[parent] = win
                queue.append(parent)
                continue
            has_draw[parent] = has_draw[parent] or value[key] == 0
            if slip == "reset":
                open_moves[parent] = 1
            elif slip == "up":
                open_moves[parent] += 1
            else:
                open_moves[parent] -= 1
            if open_moves[parent] == 0:
                value[parent] = 0 if has_draw[parent] else -win
                if slip != "one pass":
                    queue.append(parent)
    if slip == "one pass":
        return {key: value.get(key, 0) for key in states}
    return value


def correct_open_move_queue(game: Any) -> dict[Any, float]:
    return _open_move_queue(game, "")


def count_reset(game: Any) -> dict[Any, float]:
    """open_moves[parent] = 1 where -= 1 belongs."""
    return _open_move_queue(game, "reset")


def count_up(game: Any) -> dict[Any, float]:
    """open_moves[parent] += 1: the count runs away from 0."""
    return _open_move_queue(game, "up")


CORRECT.append(correct_open_move_queue)
BUGGY += [
    (count_reset, {ex.NO_LAST_MOVE}),
    (count_up, {ex.NO_LAST_MOVE}),
]


# ---------------------------------------------------------------------- issue 27, blind wave 5 (h27j)
# One pass over the finished positions, the positions it decides never passed on to their parents,
# the rest left as draws (blind6's rg07): named "declares a draw where every move loses" before, a
# table m,n,k games cannot tell from it (a loss takes two sweeps there); a small tree can.


def one_pass_from_the_finished(game: Any) -> dict[Any, float]:
    """The queue of decided positions, but a decided parent never joins it; undecided ones are 0."""
    return _open_move_queue(game, "one pass")


def a_single_sweep(game: Any) -> dict[Any, float]:
    """One round over every position ('it only needs one, the leaves are all known'), the rest 0."""
    return _sweep(game, 1, in_place=False)


BUGGY += [
    (one_pass_from_the_finished, {ex.UNDECIDED_AS_DRAW}),
    (a_single_sweep, {ex.UNDECIDED_AS_DRAW}),
]


# ---------------------------------------------------------------------- issue 27, mut3 (h27m)
# Slips that leave found positions without a value (a sweep left at the first decided position, a
# position's parents recorded once, one round only) were named "leaves positions out", with a hint
# to find every position first although the code finds them all; a queue that decides a position
# one move early; a terminal test asked about the table of children (every position "finished").


def sweeps_that_break_at_the_first_decided(game: Any) -> dict[Any, float]:
    """Rounds until nothing changes, but `break` where `continue` belongs skips the rest of the round."""
    first = game.players[0]
    states, children, _ = older._graph(game)
    value = {k: game.utility(s, first) for k, s in states.items() if game.is_terminal(s)}
    changed = True
    while changed:
        changed = False
        for k, s in states.items():
            if k in value:
                break
            me = 1 if game.to_move(s) == first else -1
            kids = [value.get(c) for c in children[k]]
            if me in kids:
                value[k] = me
                changed = True
            elif None not in kids:
                value[k] = 0 if 0 in kids else -me
                changed = True
    return value


def only_the_first_parent(game: Any) -> dict[Any, float]:
    """A queue from the finished positions, but each position remembers only the parent it was found from."""
    first = game.players[0]
    start = game.initial_state()
    states, parent_of, todo = {game.key(start): start}, {}, [start]
    while todo:
        state = todo.pop()
        if game.is_terminal(state):
            continue
        for move in game.actions(state):
            child = game.result(state, move)
            if game.key(child) not in states:
                states[game.key(child)] = child
                parent_of[game.key(child)] = [game.key(state)]
                todo.append(child)
    table: dict[Any, float] = {}
    left = {k: len(game.actions(s)) for k, s in states.items() if not game.is_terminal(s)}
    drawn = dict.fromkeys(left, False)
    queue = [k for k, s in states.items() if game.is_terminal(s)]
    for k in queue:
        table[k] = game.utility(states[k], first)
    while queue:
        k = queue.pop(0)
        for p in parent_of.get(k, []):
            if p in table:
                continue
            mine = 1 if game.to_move(states[p]) == first else -1
            left[p] -= 1
            drawn[p] = drawn[p] or table[k] == 0
            if table[k] == mine or left[p] == 0:
                table[p] = mine if table[k] == mine else (0 if drawn[p] else -mine)
                queue.append(p)
    return table


def one_round_only(game: Any) -> dict[Any, float]:
    """A 'repeat until nothing changes' loop whose flag is never set, so it runs one round."""
    first = game.players[0]
    states, children, _ = older._graph(game)
    value = {k: game.utility(s, first) for k, s in states.items() if game.is_terminal(s)}
    again = True
    while again:
        again = False
        for k in reversed(list(states)):
            if k in value:
                continue
            me = 1 if game.to_move(states[k]) == first else -1
            kids = [value.get(c) for c in children[k]]
            if me in kids:
                value[k] = me
            elif None not in kids:
                value[k] = max(kids) if me > 0 else min(kids)
    return value


def decided_with_one_move_open(game: Any) -> dict[Any, float]:
    """The open-move count tested against 1, not 0: a position is decided before its last move is known."""
    first = game.players[0]
    states, children, parents = older._graph(game)
    value: dict[Any, float] = {}
    waiting, draw_seen = {}, {}
    ready = []
    for k, s in states.items():
        if game.is_terminal(s):
            value[k] = game.utility(s, first)
            ready.append(k)
        else:
            waiting[k], draw_seen[k] = len(children[k]), False
    while ready:
        k = ready.pop()
        for p in parents[k]:
            if p in value:
                continue
            mover = 1 if game.to_move(states[p]) == first else -1
            if value[k] == mover:
                value[p] = mover
                ready.append(p)
                continue
            draw_seen[p] = draw_seen[p] or value[k] == 0
            waiting[p] -= 1
            if waiting[p] == 1:
                value[p] = 0 if draw_seen[p] else -mover
                ready.append(p)
    return value


def decided_while_moves_are_open(game: Any) -> dict[Any, float]:
    """`if open_moves[parent] != 0`: the first move that does not win decides the position."""
    first = game.players[0]
    states, children, parents = older._graph(game)
    value, queue, open_moves, has_draw = {}, [], {}, {}
    for key, state in states.items():
        if game.is_terminal(state):
            value[key] = game.utility(state, first)
            queue.append(key)
        else:
            open_moves[key], has_draw[key] = len(children[key]), False
    for key in queue:
        for parent in parents[key]:
            if parent in value:
                continue
            win = 1 if game.to_move(states[parent]) == first else -1
            if value[key] == win:
                value[parent] = win
                queue.append(parent)
                continue
            has_draw[parent] |= value[key] == 0
            open_moves[parent] -= 1
            if open_moves[parent] != 0:
                value[parent] = 0 if has_draw[parent] else -win
                queue.append(parent)
    return value


def terminal_test_on_the_children(game: Any) -> dict[Any, float]:
    """Deepest first, each the best of its moves, but the terminal test asks about the children table."""
    first = game.players[0]
    states, children, _ = older._graph(game)
    depth = {k: sum(1 for cell in game.board_text(s) if cell in "XO") for k, s in states.items()}
    value: dict[Any, float] = {}
    for k in sorted(states, key=lambda k: -depth[k]):
        if game.is_terminal(children):
            value[k] = game.utility(states[k], first)
        else:
            kids = [value[c] for c in children[k]]
            value[k] = max(kids) if game.to_move(states[k]) == first else min(kids)
    return value


def queue_seeded_by_asking_the_parents(game: Any) -> dict[Any, float]:
    """The queue's seed loop asks game.is_terminal(parents) (the dict) instead of the position."""
    first = game.players[0]
    states, children, parents = older._graph(game)
    value, queue, open_moves, has_draw = {}, [], {}, {}
    for key, state in states.items():
        if game.is_terminal(parents):
            value[key] = game.utility(state, first)
            queue.append(key)
        else:
            open_moves[key], has_draw[key] = len(children[key]), False
    for key in queue:
        for parent in parents[key]:
            if parent in value:
                continue
            win = 1 if game.to_move(states[parent]) == first else -1
            if value[key] == win:
                value[parent] = win
                queue.append(parent)
                continue
            has_draw[parent] |= value[key] == 0
            open_moves[parent] -= 1
            if open_moves[parent] == 0:
                value[parent] = 0 if has_draw[parent] else -win
                queue.append(parent)
    return value


BUGGY += [
    (sweeps_that_break_at_the_first_decided, {retrograde.NEVER_VALUED}),
    (only_the_first_parent, {retrograde.ONE_PARENT}),  # its own name since blind wave 6 (retro05)
    (one_round_only, {retrograde.NEVER_VALUED}),
    (decided_with_one_move_open, {retrograde.DECIDES_EARLY}),
    (decided_while_moves_are_open, {retrograde.DECIDES_EARLY}),
    (terminal_test_on_the_children, {retrograde.ODD_TERMINAL_TEST}),
    (queue_seeded_by_asking_the_parents, {retrograde.ODD_TERMINAL_TEST}),
]


def decides_only_by_a_winning_move(game: Any) -> dict[Any, float]:
    """Rounds until nothing changes, but a position is decided only when a move wins for its mover."""
    first = game.players[0]
    states, children, _ = older._graph(game)
    value = {k: game.utility(s, first) for k, s in states.items() if game.is_terminal(s)}
    changed = True
    while changed:
        changed = False
        for k, s in states.items():
            if k not in value:
                me = 1 if game.to_move(s) == first else -1
                if any(value.get(c) == me for c in children[k]):
                    value[k] = me
                    changed = True
    return value


def one_pass_shallowest_first(game: Any) -> dict[Any, float]:
    """One pass over the positions in the order found (the start first), a position not yet decidable a draw."""
    first = game.players[0]
    states, children, _ = older._graph(game)
    value: dict[Any, float] = {}
    for k, s in states.items():
        if game.is_terminal(s):
            value[k] = game.utility(s, first)
            continue
        me = 1 if game.to_move(s) == first else -1
        kids = [value.get(c, 0) for c in children[k]]
        value[k] = me if me in kids else max(kids) if me > 0 else min(kids)
    return value


BUGGY += [
    (decides_only_by_a_winning_move, {ex.NO_LAST_MOVE}),
    (one_pass_shallowest_first, {ex.UNDECIDED_AS_DRAW}),
]


# The test for a winning move inverted (mut3 rgc2#138: `if value[key] != win:`): a move that does
# not win decides a win at once, a position whose every move wins is lost. Named "declares a loss
# when one move loses" before: the rule broken most often, not the slip.


def win_test_inverted_in_the_queue(game: Any) -> dict[Any, float]:
    """The notebook's queue, but `!=` where `==` belongs in the test for a winning move."""
    first = game.players[0]
    states, children, parents = older._graph(game)
    value, queue, left, draw = {}, [], {}, {}
    for k, s in states.items():
        if game.is_terminal(s):
            value[k] = game.utility(s, first)
            queue.append(k)
        else:
            left[k], draw[k] = len(children[k]), False
    i = 0
    while i < len(queue):
        k = queue[i]
        i += 1
        for p in parents[k]:
            if p in value:
                continue
            win = 1 if game.to_move(states[p]) == first else -1
            if value[k] != win:
                value[p] = win
                queue.append(p)
            else:
                draw[p] = draw[p] or value[k] == 0
                left[p] -= 1
                if left[p] == 0:
                    value[p] = 0 if draw[p] else -win
                    queue.append(p)
    return value


def win_test_inverted_in_sweeps(game: Any) -> dict[Any, float]:
    """Rounds until nothing changes; a known move 'that is not a win for me' is taken as one."""
    first = game.players[0]
    states, children, _ = older._graph(game)
    value = {k: game.utility(s, first) for k, s in states.items() if game.is_terminal(s)}
    changed = True
    while changed:
        changed = False
        for k, s in states.items():
            if k in value:
                continue
            me = 1 if game.to_move(s) == first else -1
            known = [value[c] for c in children[k] if c in value]
            if any(v != me for v in known):
                value[k], changed = me, True
            elif len(known) == len(children[k]):
                value[k], changed = (0 if 0 in known else -me), True
    return value


BUGGY += [
    (win_test_inverted_in_the_queue, {retrograde.WIN_TEST_INVERTED}),
    (win_test_inverted_in_sweeps, {retrograde.WIN_TEST_INVERTED}),
]


# The test for a drawing move inverted (mut3 rt4#64 `0 if 0 not in known`, rgc2#153
# `has_draw |= value != 0`): named "declares a draw where every move loses", half of what it does.


def draw_flag_set_by_a_non_draw(game: Any) -> dict[Any, float]:
    """A queue whose draw flag is raised by a move that does not draw."""
    first = game.players[0]
    states, children, parents = older._graph(game)
    table: dict[Any, float] = {}
    todo, open_moves, saw_draw = [], {}, {}
    for k, s in states.items():
        if game.is_terminal(s):
            table[k] = game.utility(s, first)
            todo.append(k)
        else:
            open_moves[k], saw_draw[k] = len(children[k]), False
    for k in todo:
        for p in parents[k]:
            if p in table:
                continue
            mine = 1 if game.to_move(states[p]) == first else -1
            if table[k] == mine:
                table[p] = mine
                todo.append(p)
                continue
            saw_draw[p] = saw_draw[p] or table[k] != 0
            open_moves[p] -= 1
            if open_moves[p] == 0:
                table[p] = 0 if saw_draw[p] else -mine
                todo.append(p)
    return table


def draw_only_when_no_move_draws(game: Any) -> dict[Any, float]:
    """Rounds until nothing changes; once every move is known, `0 if 0 not in kids` decides."""
    first = game.players[0]
    states, children, _ = older._graph(game)
    value = {k: game.utility(s, first) for k, s in states.items() if game.is_terminal(s)}
    changed = True
    while changed:
        changed = False
        for k, s in states.items():
            if k in value:
                continue
            me = 1 if game.to_move(s) == first else -1
            kids = [value.get(c) for c in children[k]]
            if me in kids:
                value[k], changed = me, True
            elif None not in kids:
                value[k], changed = (0 if 0 not in kids else -me), True
    return value


BUGGY += [
    (draw_flag_set_by_a_non_draw, {retrograde.DRAW_TEST_INVERTED}),
    (draw_only_when_no_move_draws, {retrograde.DRAW_TEST_INVERTED}),
]


# ---------------------------------------------------------------------- one parent per position (blind wave 6, retro05)
# A decided position tells only the parent recorded for it: the one that found it first (the
# append inside "if it is new"), or the last to reach it (a dict of one parent, overwritten).
# Positions that several moves reach never count all their moves and stay without a value.


def _decide_upwards(game: Any, states: dict[Any, Any], parents: dict[Any, list[Any]]) -> dict[Any, float]:
    """The backward half, right: a queue of decided positions, counts of open moves."""
    first = game.players[0]
    table: dict[Any, float] = {}
    todo: list[Any] = []
    left, drawn = {}, set()
    for key, state in states.items():
        if game.is_terminal(state):
            table[key] = game.utility(state, first)
            todo.append(key)
        else:
            left[key] = len(game.actions(state))
    while todo:
        key = todo.pop()
        for up in parents.get(key, []):
            if up in table:
                continue
            mine = 1 if game.to_move(states[up]) == first else -1
            if table[key] == mine:
                table[up] = mine
                todo.append(up)
                continue
            if table[key] == 0:
                drawn.add(up)
            left[up] -= 1
            if left[up] == 0:
                table[up] = 0 if up in drawn else -mine
                todo.append(up)
    return table


def parent_noted_when_found_breadth_first(game: Any) -> dict[Any, float]:
    from collections import deque

    start = game.initial_state()
    states, parents = {game.key(start): start}, {}
    frontier = deque([start])
    while frontier:
        state = frontier.popleft()
        if game.is_terminal(state):
            continue
        for move in game.actions(state):
            child = game.result(state, move)
            if game.key(child) not in states:
                states[game.key(child)] = child
                parents[game.key(child)] = [game.key(state)]  # the first parent only
                frontier.append(child)
    return _decide_upwards(game, states, parents)


def parent_noted_when_found_recursively(game: Any) -> dict[Any, float]:
    states: dict[Any, Any] = {}
    parents: dict[Any, list[Any]] = {}

    def visit(state: Any) -> None:
        states[game.key(state)] = state
        if game.is_terminal(state):
            return
        for move in game.actions(state):
            child = game.result(state, move)
            if game.key(child) not in states:
                parents.setdefault(game.key(child), []).append(game.key(state))
                visit(child)

    visit(game.initial_state())
    return _decide_upwards(game, states, parents)


def one_parent_overwritten(game: Any) -> dict[Any, float]:
    start = game.initial_state()
    states, parent_of, stack = {game.key(start): start}, {}, [start]
    while stack:
        state = stack.pop()
        if game.is_terminal(state):
            continue
        for move in game.actions(state):
            child = game.result(state, move)
            parent_of[game.key(child)] = game.key(state)  # every reach, but one slot: the last parent wins
            if game.key(child) not in states:
                states[game.key(child)] = child
                stack.append(child)
    return _decide_upwards(game, states, {key: [up] for key, up in parent_of.items()})


def every_parent_noted(game: Any) -> dict[Any, float]:
    """The same search with the append outside the 'if it is new' block: right."""
    start = game.initial_state()
    states, parents, stack = {game.key(start): start}, {}, [start]
    while stack:
        state = stack.pop()
        if game.is_terminal(state):
            continue
        for move in game.actions(state):
            child = game.result(state, move)
            parents.setdefault(game.key(child), []).append(game.key(state))
            if game.key(child) not in states:
                states[game.key(child)] = child
                stack.append(child)
    return _decide_upwards(game, states, parents)


CORRECT += [every_parent_noted]
BUGGY += [
    (parent_noted_when_found_breadth_first, {retrograde.ONE_PARENT}),
    (parent_noted_when_found_recursively, {retrograde.ONE_PARENT}),
    (one_parent_overwritten, {retrograde.ONE_PARENT}),
]


# Issue 27 (h27t): min where the first player moves and max where the second does, in rounds and
# in a memoised recursion: the table of the two players' wins swapped, told in max and min.


def rounds_min_for_the_first_player(game: Any) -> dict[Any, float]:
    states, children, _ = older._graph(game)
    first = game.players[0]
    value = {key: game.utility(state, first) for key, state in states.items() if game.is_terminal(state)}
    changed = True
    while changed:
        changed = False
        for key, state in states.items():
            if key not in value and all(child in value for child in children[key]):
                known = [value[child] for child in children[key]]
                value[key] = min(known) if game.to_move(state) == first else max(known)
                changed = True
    return value


def memo_max_for_the_second_player(game: Any) -> dict[Any, float]:
    first, table = game.players[0], {}

    def solve_from(state: Any) -> float:
        key = game.key(state)
        if key not in table:
            if game.is_terminal(state):
                table[key] = game.utility(state, first)
            else:
                values = [solve_from(game.result(state, move)) for move in game.actions(state)]
                table[key] = max(values) if game.to_move(state) != first else min(values)
        return table[key]

    solve_from(game.initial_state())
    return table


BUGGY += [
    (rounds_min_for_the_first_player, {retrograde.WINNER_AT_CHILD}),
    (memo_max_for_the_second_player, {retrograde.WINNER_AT_CHILD}),
]



# Issue 27 (h27t, blind9 wave 7): a parent decided already is not skipped, so a won position is decided
# again (lost or drawn) when its last move is counted.


def parents_never_skipped(game: Any) -> dict[Any, float]:
    """A deque, counters of unknown moves, and no test that the parent is decided."""
    from collections import deque

    states, children, parents = older._graph(game)
    first = game.players[0]
    value = {key: float(game.utility(state, first)) for key, state in states.items() if game.is_terminal(state)}
    unknown = {key: len(children[key]) for key in states}
    drawn = dict.fromkeys(states, False)
    todo = deque(value)
    while todo:
        key = todo.popleft()
        for parent in parents[key]:
            win = 1 if game.to_move(states[parent]) == first else -1
            if value[key] == win:
                value[parent] = win
                todo.append(parent)
                continue
            drawn[parent] = drawn[parent] or value[key] == 0
            unknown[parent] -= 1
            if unknown[parent] == 0:
                value[parent] = 0 if drawn[parent] else -win
                todo.append(parent)
    return value


def parent_list_decided_twice(game: Any) -> dict[Any, float]:
    """The same with a growing list read by index, and a has-draw set."""
    states, children, parents = older._graph(game)
    first = game.players[0]
    table: dict[Any, float] = {}
    queue = []
    for key, state in states.items():
        if game.is_terminal(state):
            table[key] = game.utility(state, first)
            queue.append(key)
    left = {key: len(children[key]) for key in states}
    with_draw: set[Any] = set()
    i = 0
    while i < len(queue):
        child = queue[i]
        i += 1
        for parent in parents[child]:
            mine = 1 if game.to_move(states[parent]) == first else -1
            if table[child] == mine:
                table[parent] = mine
                queue.append(parent)
            else:
                if table[child] == 0:
                    with_draw.add(parent)
                left[parent] -= 1
                if left[parent] == 0:
                    table[parent] = 0 if parent in with_draw else -mine
                    queue.append(parent)
    return table


BUGGY += [
    (parents_never_skipped, {retrograde_names.DECIDED_AGAIN}),
    (parent_list_decided_twice, {retrograde_names.DECIDED_AGAIN}),
]


# Wave 15: state kept between calls (kept_state's probe: right from a fresh start, wrong after the
# other calls). rt07 verbatim (its global renamed), then the same table as a default argument.
RT07_TABLE: dict[Any, Any] = {}


def rt07_global_table_across_games(game):  # type: ignore[no-untyped-def]
    first = game.players[0]
    start = game.initial_state()
    states, parents, todo = {game.key(start): start}, {game.key(start): []}, [start]
    while todo:
        state = todo.pop()
        if game.is_terminal(state):
            continue
        for move in game.actions(state):
            child = game.result(state, move)
            key = game.key(child)
            if key not in states:
                states[key], parents[key] = child, []
                todo.append(child)
            parents[key].append(game.key(state))
    queue, open_moves, has_draw = [], {}, {}
    for key, state in states.items():
        if game.is_terminal(state):
            RT07_TABLE.setdefault(key, game.utility(state, first))
            queue.append(key)
        else:
            open_moves[key], has_draw[key] = len(game.actions(state)), False
    for key in queue:
        for parent in parents[key]:
            if parent in RT07_TABLE and parent not in open_moves:
                continue
            if open_moves.get(parent, 0) <= 0:
                continue
            win = 1 if game.to_move(states[parent]) == first else -1
            if RT07_TABLE.get(key) == win:
                RT07_TABLE[parent] = win
                open_moves[parent] = 0
                queue.append(parent)
                continue
            has_draw[parent] |= RT07_TABLE.get(key) == 0
            open_moves[parent] -= 1
            if open_moves[parent] == 0:
                RT07_TABLE[parent] = 0 if has_draw[parent] else -win
                queue.append(parent)
    return RT07_TABLE


def rt_kept_default_solved(game, solved={}):  # type: ignore[no-untyped-def]  # noqa: B006
    """A memoised recursion whose default dict outlives the call: the second game reads the first's keys."""
    first = game.players[0]

    def value(state):  # type: ignore[no-untyped-def]
        key = game.key(state)
        if key not in solved:
            if game.is_terminal(state):
                solved[key] = game.utility(state, first)
            else:
                values = [value(game.result(state, move)) for move in game.actions(state)]
                solved[key] = max(values) if game.to_move(state) == first else min(values)
        return solved[key]

    value(game.initial_state())
    return solved


from ttt_lab.exercises.report import KEEPS_STATE  # noqa: E402

BUGGY += [
    (rt07_global_table_across_games, {KEEPS_STATE}),
    (rt_kept_default_solved, {KEEPS_STATE, ex.REMEMBERS_OTHER_GAMES}),
]


# Wave 15: the winning move's test on the opponent's win (value[child] == -win on the first player's
# values). rt04 verbatim, then a memoised recursion with the same test.
def rt04_win_test_wrong_convention(game):  # type: ignore[no-untyped-def]
    first = game.players[0]
    start = game.initial_state()
    states, parents, todo = {game.key(start): start}, {game.key(start): []}, [start]
    while todo:
        state = todo.pop()
        if game.is_terminal(state):
            continue
        for move in game.actions(state):
            child = game.result(state, move)
            key = game.key(child)
            if key not in states:
                states[key], parents[key] = child, []
                todo.append(child)
            parents[key].append(game.key(state))
    value, queue, open_moves, has_draw = {}, [], {}, {}
    for key, state in states.items():
        if game.is_terminal(state):
            value[key] = game.utility(state, first)
            queue.append(key)
        else:
            open_moves[key], has_draw[key] = len(game.actions(state)), False
    for key in queue:
        for parent in parents[key]:
            if parent in value:
                continue
            win = 1 if game.to_move(states[parent]) == first else -1
            if value[key] == -win:  # a move to a lost position wins
                value[parent] = win
                queue.append(parent)
                continue
            has_draw[parent] |= value[key] == 0
            open_moves[parent] -= 1
            if open_moves[parent] == 0:
                value[parent] = 0 if has_draw[parent] else -win
                queue.append(parent)
    return value


def rt_recursive_lost_child_wins(game: Any) -> dict[Hashable, float]:
    first = game.players[0]
    table: dict[Hashable, float] = {}

    def solve_from(state: Any) -> float:
        key = game.key(state)
        if key in table:
            return table[key]
        if game.is_terminal(state):
            table[key] = game.utility(state, first)
            return table[key]
        win = 1 if game.to_move(state) == first else -1
        results = [solve_from(game.result(state, move)) for move in game.actions(state)]
        table[key] = win if -win in results else (0 if 0 in results else -win)
        return table[key]

    solve_from(game.initial_state())
    return table


BUGGY += [
    (rt04_win_test_wrong_convention, {ex.retrograde.WINNER_AT_CHILD}),
    (rt_recursive_lost_child_wins, {ex.retrograde.WINNER_AT_CHILD}),
]
