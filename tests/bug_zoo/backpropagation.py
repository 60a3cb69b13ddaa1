"""Backpropagation as students write it: ``fn(path, winner)`` updates the path's nodes in place."""

from __future__ import annotations

from typing import Any

# The same students as the first checkers' tests: one copy of each.
from buggy_mcts import backpropagate_correct as correct
from buggy_mcts import backpropagate_draw_as_win as draw_as_win
from buggy_mcts import backpropagate_no_draw_branch as no_draw_branch

from ttt_lab import exercises as ex
from ttt_lab.exercises import backpropagation as m


def correct_reward(path: list[Any], winner: str | None) -> None:
    """A reward that flips from level to level, starting from the new node's mover."""
    reward = 0.5 if winner is None else (1.0 if path[-1].mover == winner else 0.0)
    for node in reversed(path):
        node.visits += 1
        node.wins += reward if node.mover is not None else (0.5 if winner is None else 0.0)
        reward = 1.0 - reward


def correct_while(path: list[Any], winner: str | None) -> None:
    i = len(path) - 1
    while i >= 0:
        node = path[i]
        node.visits = node.visits + 1
        node.wins = node.wins + (0.5 if winner is None else float(node.mover == winner))
        i -= 1


CORRECT = [correct, correct_reward, correct_while]


def wrong_side(path: list[Any], winner: str | None) -> None:
    for node in path:
        node.visits += 1
        if winner is None:
            node.wins += 0.5
        elif node.mover is not None and node.mover != winner:
            node.wins += 1


def forgets_draws(path: list[Any], winner: str | None) -> None:
    for node in path:
        node.visits += 1
        if winner is not None and node.mover == winner:
            node.wins += 1



def minus_one(path: list[Any], winner: str | None) -> None:
    for node in path:
        node.visits += 1
        if winner is None:
            node.wins += 0.5
        else:
            node.wins += 1 if node.mover == winner else -1


def credits_everyone(path: list[Any], winner: str | None) -> None:
    for node in path:
        node.visits += 1
        node.wins += 0.5 if winner is None else 1


def leaf_only(path: list[Any], winner: str | None) -> None:
    node = path[-1]
    node.visits += 1
    node.wins += 0.5 if winner is None else float(node.mover == winner)


def visits_only_on_wins(path: list[Any], winner: str | None) -> None:
    for node in path:
        if winner is None:
            node.visits += 1
            node.wins += 0.5
        elif node.mover == winner:
            node.visits += 1
            node.wins += 1


def skips_root(path: list[Any], winner: str | None) -> None:
    for node in path[1:]:
        node.visits += 1
        node.wins += 0.5 if winner is None else float(node.mover == winner)


def skips_leaf(path: list[Any], winner: str | None) -> None:
    for node in path[:-1]:
        node.visits += 1
        node.wins += 0.5 if winner is None else float(node.mover == winner)


def flips_from_root(path: list[Any], winner: str | None) -> None:
    """Flips a reward from the root down, starting from the root's mover (None): by depth alone."""
    reward = 0.5 if winner is None else (1.0 if path[0].mover == winner else 0.0)
    for node in path:
        node.visits += 1
        node.wins += reward
        reward = 1.0 - reward


def assigns(path: list[Any], winner: str | None) -> None:
    for node in path:
        node.visits = 1
        node.wins = 0.5 if winner is None else float(node.mover == winner)


def wrong_side_and_forgets_draws(path: list[Any], winner: str | None) -> None:
    for node in path:
        node.visits += 1
        if winner is not None and node.mover is not None and node.mover != winner:
            node.wins += 1


BUGGY = [
    (wrong_side, {m.WRONG_SIDE}),
    (forgets_draws, {m.FORGETS_DRAWS}),
    (draw_as_win, {m.DRAW_AS_WIN}),
    (minus_one, {m.LOSS_AS_MINUS_ONE}),
    (credits_everyone, {m.CREDITS_BOTH}),
    (leaf_only, {m.ONLY_LEAF}),
    (visits_only_on_wins, {m.MISSES_VISITS}),
    (skips_root, {m.SKIPS_ROOT}),
    (skips_leaf, {m.SKIPS_NEW_NODE}),
    (flips_from_root, {m.CREDITS_BY_DEPTH}),
    (assigns, {m.OVERWRITES}),
    (wrong_side_and_forgets_draws, {m.WRONG_SIDE, m.FORGETS_DRAWS}),
]
CHECK = ex.check_backpropagation


# ---------------------------------------------------------------------- second wave
# Written after the engine, as students write them, before any change to the engine for them.


def parent_mover(path: list[Any], winner: str | None) -> None:
    """Credits by the mover of the node before (path[i - 1]): off by one index, wrapping at the root."""
    for i, node in enumerate(path):
        node.visits += 1
        if winner is None:
            node.wins += 0.5
        elif path[i - 1].mover == winner:
            node.wins += 1


def leaf_counted_twice(path: list[Any], winner: str | None) -> None:
    """Counts the visit of the new node at expansion and again here."""
    path[-1].visits += 1
    for node in path:
        node.visits += 1
        node.wins += 0.5 if winner is None else float(node.mover == winner)


def draw_only_to_root(path: list[Any], winner: str | None) -> None:
    for node in path:
        node.visits += 1
        if winner is None:
            if node.mover is None:
                node.wins += 0.5
        elif node.mover == winner:
            node.wins += 1


BUGGY += [
    (parent_mover, {m.WRONG_SIDE}),
    (leaf_counted_twice, {m.LEAF_TWICE}),
    (draw_only_to_root, {m.DRAW_TO_ONE_NODE}),
]


# ---------------------------------------------------------------------- third wave
# Written blind, as students write them, before any change to the engine for them.


def root_visits_skipped(path: list[Any], winner: str | None) -> None:
    """Skips nodes without a mover for the visit, but still adds a draw's half to them."""
    for node in path:
        if node.mover is not None:
            node.visits += 1
        if winner is None:
            node.wins += 0.5
        elif node.mover == winner:
            node.wins += 1


def flips_from_leaf(path: list[Any], winner: str | None) -> None:
    """A reward that flips from the new node up: right for wins and draws."""
    reward = 0.5 if winner is None else float(path[-1].mover == winner)
    for node in reversed(path):
        node.visits += 1
        if node.mover is not None:
            node.wins += reward
        elif winner is None:
            node.wins += 0.5
        reward = 1.0 - reward


CORRECT.append(flips_from_leaf)
BUGGY += [
    (root_visits_skipped, {m.SKIPS_ROOT, m.MISSES_VISITS}),
]


def correct_popping(path: list[Any], winner: str | None) -> None:
    """Pops the nodes off the path, the new node first: the list is used up, the nodes are right."""
    while path:
        node = path.pop()
        node.visits += 1
        node.wins += 0.5 if winner is None else float(node.mover == winner)


def correct_reversing(path: list[Any], winner: str | None) -> None:
    path.reverse()
    for node in path:
        node.visits += 1
        node.wins += 0.5 if winner is None else float(node.mover == winner)


CORRECT += [correct_popping, correct_reversing]


# ---------------------------------------------------------------------- fourth wave
# Written blind, as students write them; measured before any change to the engine for them.


def no_visit_on_a_draw(path: list[Any], winner: str | None) -> None:
    for node in path:
        if winner is None:
            node.wins += 0.5
            continue
        node.visits += 1
        if node.mover == winner:
            node.wins += 1


BUGGY += [(no_visit_on_a_draw, {m.MISSES_VISITS})]


# ---------------------------------------------------------------------- fifth wave (blind)
# Before any change: 3 named right, 3 generic (node.mover != winner, which credits the root too;
# every other node from the leaf up as if the last mover won; a draw's half for X's nodes only).


def not_the_winner(path: list[Any], winner: Any) -> None:
    for node in path:
        node.visits += 1
        if winner is None:
            node.wins += 0.5
        elif node.mover != winner:
            node.wins += 1


def last_mover_always_won(path: list[Any], winner: Any) -> None:
    credit = True
    for node in reversed(path):
        node.visits += 1
        if winner is None:
            node.wins += 0.5
        elif credit:
            node.wins += 1
        credit = not credit


def draw_for_x_only(path: list[Any], winner: Any) -> None:
    for node in path:
        node.visits += 1
        if winner is None:
            if node.mover == "X":
                node.wins += 0.5
        elif node.mover == winner:
            node.wins += 1


def correct_by_index_backwards(path: list[Any], winner: Any) -> None:
    for i in range(len(path) - 1, -1, -1):
        path[i].visits += 1
        if winner is None:
            path[i].wins += 1 / 2
        elif winner == path[i].mover:
            path[i].wins += 1


CORRECT.append(correct_by_index_backwards)
BUGGY += [
    (not_the_winner, {m.WRONG_SIDE}),
    (last_mover_always_won, {m.CREDITS_BY_DEPTH}),
    (draw_for_x_only, {m.FORGETS_DRAWS}),
]


def draw_for_the_leaf_only(path: list[Any], winner: Any) -> None:
    """Held-out wave: a draw's half win given to the last node alone (localised only before)."""
    for i, node in enumerate(path):
        node.visits += 1
        if winner is None:
            if i == len(path) - 1:
                node.wins += 0.5
        elif node.mover == winner:
            node.wins += 1


BUGGY += [(draw_for_the_leaf_only, {m.DRAW_TO_ONE_NODE})]



# A student's walk-through: no case for a draw, so None == None gives the root a whole win
# (it was named as two mistakes, neither of which the code has).
BUGGY += [(no_draw_branch, {m.FORGETS_DRAWS})]


def visit_inside_the_win_branch(path: list[Any], winner: str | None) -> None:
    """Blind wave 3's bp_f: visits += 1 inside the win branch, so a draw adds its half without a visit."""
    for node in path:
        if winner is None:
            node.wins += 0.5
        elif node.mover == winner:
            node.wins += 1
            node.visits += 1


BUGGY += [(visit_inside_the_win_branch, {m.MISSES_VISITS})]


# ---------------------------------------------------------------------- issue 27, round 2: the amounts
# The mutation sweep's classes #2, #3, #11, #17 (only localised before): an amount credited wrong,
# the visit not counted, the draw test inverted, the wins overwritten. Written as students write them.
from ttt_lab.exercises import mcts_amounts as amounts  # noqa: E402


def forgets_to_credit_the_win(path: list[Any], winner: str | None) -> None:
    """The win branch checks the mover and does nothing with it (the line was never written)."""
    for node in path:
        node.visits += 1
        if winner is None:
            node.wins += 0.5
        elif node.mover == winner:
            pass  # TODO: the win


def counts_wins_twice(path: list[Any], winner: str | None) -> None:
    for node in reversed(path):
        node.visits += 1
        if winner is None:
            node.wins += 0.5
        elif node.mover == winner:
            node.wins += 2


def win_as_minus_one(path: list[Any], winner: str | None) -> None:
    """A sign slip on the win itself (the student thought of rewards from the parent's view)."""
    for node in path:
        node.visits += 1
        node.wins += 0.5 if winner is None else -float(node.mover == winner)


def draw_as_one_and_a_half(path: list[Any], winner: str | None) -> None:
    for node in path:
        node.visits += 1
        node.wins += 1.5 if winner is None else (1.0 if node.mover == winner else 0.0)


def wins_subtracted(path: list[Any], winner: str | None) -> None:
    for node in path:
        node.visits = node.visits + 1
        node.wins -= 0.5 if winner is None else float(node.mover == winner)


def visit_forgotten(path: list[Any], winner: str | None) -> None:
    for node in path:
        if winner is None:
            node.wins += 0.5
        elif node.mover == winner:
            node.wins += 1


def visit_counted_down(path: list[Any], winner: str | None) -> None:
    i = len(path) - 1
    while i >= 0:
        path[i].visits -= 1
        path[i].wins += 0.5 if winner is None else float(path[i].mover == winner)
        i -= 1


def visits_set_to_one(path: list[Any], winner: str | None) -> None:
    for node in path:
        node.visits = 1
        node.wins += 0.5 if winner is None else float(node.mover == winner)


def draw_test_inverted(path: list[Any], winner: str | None) -> None:
    for node in path:
        node.visits += 1
        if winner is not None:
            node.wins += 0.5
        elif node.mover == winner:
            node.wins += 1


def draw_test_inverted_inline(path: list[Any], winner: str | None) -> None:
    for node in reversed(path):
        node.visits += 1
        node.wins += 0.5 if winner else float(node.mover == winner)


def wins_overwritten(path: list[Any], winner: str | None) -> None:
    for node in path:
        node.visits += 1
        node.wins = 0.5 if winner is None else float(node.mover == winner)


def win_overwritten_in_its_branch(path: list[Any], winner: str | None) -> None:
    for node in path:
        node.visits += 1
        if winner is None:
            node.wins += 0.5
        elif node.mover == winner:
            node.wins = 1


BUGGY += [
    (forgets_to_credit_the_win, {amounts.NO_WIN_CREDIT}),
    (counts_wins_twice, {amounts.WRONG_WIN_CREDIT}),
    (win_as_minus_one, {amounts.WRONG_WIN_CREDIT}),
    (draw_as_one_and_a_half, {amounts.WRONG_DRAW_CREDIT}),
    (wins_subtracted, {amounts.SUBTRACTS_CREDIT}),
    (visit_forgotten, {amounts.VISIT_NOT_ONE}),
    (visit_counted_down, {amounts.VISIT_NOT_ONE}),
    (visits_set_to_one, {m.OVERWRITES}),
    (draw_test_inverted, {amounts.DRAW_TEST_INVERTED}),
    (draw_test_inverted_inline, {amounts.DRAW_TEST_INVERTED}),
    (wins_overwritten, {m.OVERWRITES}),
    (win_overwritten_in_its_branch, {m.OVERWRITES}),
]


def correct_reward_table(path: list[Any], winner: str | None) -> None:
    """Correct: a draw's half for everyone, else the winner's credit looked up by mover."""
    share = 0.5 if winner is None else None
    for node in path:
        node.visits += 1
        node.wins += share if share is not None else {winner: 1.0}.get(node.mover, 0.0)


CORRECT.append(correct_reward_table)


# ---------------------------------------------------------------------- issue 27, round 3 (mut2's localised)
def loop_stops_at_index_one(path: list[Any], winner: str | None) -> None:
    for i in range(len(path) - 1, 1, -1):  # the stop is exclusive: 1 leaves path[0] and path[1] out
        path[i].visits += 1
        if winner is None:
            path[i].wins += 0.5
        elif path[i].mover == winner:
            path[i].wins += 1


def starts_at_the_third_node(path: list[Any], winner: str | None) -> None:
    for node in path[2:]:
        node.visits += 1
        node.wins += 0.5 if winner is None else float(node.mover == winner)


def credit_returns_half_always(path: list[Any], winner: str | None) -> None:
    def credit(node: Any) -> float:
        if winner is None:
            pass
        return 0.5

    for node in reversed(path):
        node.visits += 1
        node.wins += credit(node)


def half_outside_the_draw_test(path: list[Any], winner: str | None) -> None:
    for node in path:
        node.visits += 1
        node.wins += 0.5


def draw_halves_the_wins(path: list[Any], winner: str | None) -> None:
    for node in path:
        node.visits = node.visits + 1
        if winner is None:
            node.wins = node.wins * 0.5
        elif node.mover == winner:
            node.wins = node.wins + 1


def draw_multiplies(path: list[Any], winner: str | None) -> None:
    for node in path:
        node.visits += 1
        if winner is None:
            node.wins *= 0.5
        elif winner == node.mover:
            node.wins += 1


def flipped_reward_set(path: list[Any], winner: str | None) -> None:
    reward = 0.5 if winner is None else float(path[-1].mover == winner)
    for node in reversed(path):
        node.visits += 1
        if node.mover is not None:
            node.wins = reward
        elif winner is None:
            node.wins += 0.5
        reward = 1.0 - reward


def root_draw_set(path: list[Any], winner: str | None) -> None:
    for node in path:
        node.visits += 1
        if node.mover is None:
            if winner is None:
                node.wins = 0.5
        elif winner is None:
            node.wins += 0.5
        elif node.mover == winner:
            node.wins += 1


def flipped_win_starts_negative(path: list[Any], winner: str | None) -> None:
    reward = 0.5 if winner is None else (-1.0 if path[-1].mover == winner else 0.0)
    for node in reversed(path):
        node.visits += 1
        node.wins += reward if node.mover is not None else (0.5 if winner is None else 0.0)
        reward = 1 - reward


def flipped_win_starts_at_two(path: list[Any], winner: str | None) -> None:
    leaf_won = path[-1].mover == winner
    reward = 0.5 if winner is None else (2.0 if leaf_won else 0.0)
    for node in path[::-1]:
        node.visits += 1
        if node.mover is not None:
            node.wins += reward
        elif winner is None:
            node.wins += 0.5
        reward = 1.0 - reward


def flipped_draw_starts_at_zero(path: list[Any], winner: str | None) -> None:
    reward = 0.0 if winner is None else float(path[-1].mover == winner)
    for node in reversed(path):
        node.visits += 1
        if node.mover is not None:
            node.wins += reward
        elif winner is None:
            node.wins += 0.5
        reward = 1.0 - reward


def flipped_draw_starts_at_one(path: list[Any], winner: str | None) -> None:
    reward = 1.0 if winner is None or path[-1].mover == winner else 0.0
    for node in reversed(path):
        node.visits += 1
        node.wins += reward if node.mover else (0.5 if winner is None else 0.0)
        reward = 1.0 - reward


def root_branch_else(path: list[Any], winner: str | None) -> None:
    reward = 0.5 if winner is None else float(path[-1].mover == winner)
    for node in reversed(path):
        node.visits += 1
        if node.mover is not None:
            node.wins += reward
        else:
            node.wins += 0.5
        reward = 1.0 - reward


def root_gets_half_always(path: list[Any], winner: str | None) -> None:
    for node in path:
        node.visits += 1
        if node.mover is None or winner is None:
            node.wins += 0.5
        elif node.mover == winner:
            node.wins += 1


def root_test_inverted(path: list[Any], winner: str | None) -> None:
    reward = 0.5 if winner is None else float(path[-1].mover == winner)
    for node in reversed(path):
        node.visits += 1
        if node.mover is not None:
            node.wins += reward
        elif winner is not None:
            node.wins += 0.5
        reward = 1.0 - reward


def root_half_when_decided(path: list[Any], winner: str | None) -> None:
    for node in path:
        node.visits += 1
        if node.mover is None:
            node.wins += 0.0 if winner is None else 0.5
        elif winner is None:
            node.wins += 0.5
        elif node.mover == winner:
            node.wins += 1


def flipped_draw_test_inverted(path: list[Any], winner: str | None) -> None:
    reward = 0.5 if winner is not None else float(path[-1].mover == winner)
    for node in reversed(path):
        node.visits += 1
        if node.mover is not None:
            node.wins += reward
        elif winner is None:
            node.wins += 0.5
        reward = 1.0 - reward


def flipped_draw_test_inverted_inline(path: list[Any], winner: str | None) -> None:
    drawn = winner is not None  # meant: is None
    reward = 0.5 if drawn else (1.0 if path[-1].mover == winner else 0.0)
    for node in reversed(path):
        node.visits += 1
        node.wins += reward if node.mover is not None else (0.5 if winner is None else 0.0)
        reward = 1.0 - reward


BUGGY += [
    (loop_stops_at_index_one, {m.STOPS_SHORT}),
    (starts_at_the_third_node, {m.STOPS_SHORT}),
    (credit_returns_half_always, {m.ALWAYS_DRAW}),
    (half_outside_the_draw_test, {m.ALWAYS_DRAW}),
    (draw_halves_the_wins, {m.MULTIPLIES_WINS}),
    (draw_multiplies, {m.MULTIPLIES_WINS}),
    (flipped_reward_set, {m.OVERWRITES}),
    (root_draw_set, {m.OVERWRITES}),
    (flipped_win_starts_negative, {amounts.WRONG_WIN_CREDIT}),
    (flipped_win_starts_at_two, {amounts.WRONG_WIN_CREDIT}),
    (flipped_draw_starts_at_zero, {amounts.WRONG_DRAW_CREDIT}),
    (flipped_draw_starts_at_one, {amounts.WRONG_DRAW_CREDIT}),
    (root_branch_else, {amounts.ROOT_CREDITED}),
    (root_gets_half_always, {amounts.ROOT_CREDITED}),
    (root_test_inverted, {amounts.DRAW_TEST_INVERTED}),
    (root_half_when_decided, {amounts.DRAW_TEST_INVERTED}),
    (flipped_draw_test_inverted, {amounts.DRAW_TEST_INVERTED}),
    (flipped_draw_test_inverted_inline, {amounts.DRAW_TEST_INVERTED}),
]


# ---------------------------------------------------------------------- issue 27, mut3 classes #5 and #9: credit slips
def reward_never_flipped(path: list[Any], winner: Any) -> None:
    """The flipped reward of correct_reward, the flip forgotten."""
    reward = 0.5 if winner is None else 1.0 if path[-1].mover == winner else 0.0
    for node in reversed(path):
        node.visits += 1
        node.wins += reward if node.mover is not None else 0.5 if winner is None else 0.0


def reward_never_flipped_by_index(path: list[Any], winner: Any) -> None:
    reward = 0.5 if winner is None else float(path[-1].mover == winner)
    for i in range(len(path) - 1, -1, -1):
        path[i].visits += 1
        if path[i].mover is not None:
            path[i].wins += reward
        elif winner is None:
            path[i].wins += 0.5


def steps_two_at_a_time(path: list[Any], winner: Any) -> None:
    i = len(path) - 1
    while i >= 0:
        path[i].visits += 1
        path[i].wins += 0.5 if winner is None else 1.0 if path[i].mover == winner else 0.0
        i -= 2


def range_step_two(path: list[Any], winner: Any) -> None:
    for i in range(len(path) - 1, -1, -2):
        node = path[i]
        node.visits += 1
        if winner is None:
            node.wins += 0.5
        elif node.mover == winner:
            node.wins += 1


def _credit(mover: Any, winner: Any) -> float:
    if mover is None:  # meant: winner is None
        return 0.5
    return 1.0 if mover == winner else 0.0


def draw_tested_on_the_mover(path: list[Any], winner: Any) -> None:
    for node in path:
        node.visits += 1
        node.wins += _credit(node.mover, winner)


def draw_tested_on_the_mover_inline(path: list[Any], winner: Any) -> None:
    for node in reversed(path):
        node.visits += 1
        node.wins += 0.5 if node.mover is None else float(node.mover == winner)


def wins_multiplied(path: list[Any], winner: Any) -> None:
    for node in path:
        node.visits += 1
        node.wins *= 0.5 if winner is None else float(node.mover == winner)


def flipped_reward_multiplied(path: list[Any], winner: Any) -> None:
    reward = 0.5 if winner is None else float(path[-1].mover == winner)
    for node in reversed(path):
        node.visits += 1
        if node.mover is not None:
            node.wins = node.wins * reward
        elif winner is None:
            node.wins += 0.5
        reward = 1.0 - reward


def draw_as_a_third(path: list[Any], winner: Any) -> None:
    for node in path:
        node.visits += 1
        if winner is None:
            node.wins += 1 / 3
        elif node.mover == winner:
            node.wins += 1


def last_mover_always_wins(path: list[Any], winner: Any) -> None:
    """The loser's 0 written as 1: the reward starts at 1 whoever won, then flips."""
    reward = 0.5 if winner is None else 1.0
    for node in reversed(path):
        node.visits += 1
        node.wins += reward if node.mover is not None else 0.5 if winner is None else 0.0
        reward = 1.0 - reward


BUGGY += [
    (reward_never_flipped, {m.NEVER_FLIPS}),
    (reward_never_flipped_by_index, {m.NEVER_FLIPS}),
    (steps_two_at_a_time, {m.EVERY_OTHER_NODE}),
    (range_step_two, {m.EVERY_OTHER_NODE}),
    (draw_tested_on_the_mover, {m.DRAW_TEST_ON_MOVER}),
    (draw_tested_on_the_mover_inline, {m.DRAW_TEST_ON_MOVER}),
    (wins_multiplied, {m.MULTIPLIES_WINS}),
    (flipped_reward_multiplied, {m.MULTIPLIES_WINS}),
    (draw_as_a_third, {amounts.WRONG_DRAW_CREDIT}),
    (last_mover_always_wins, {m.CREDITS_BY_DEPTH}),
]


# Issue 27 (h27t): the loop walked from the last node up and left at the first loser's node; the
# last node's reward given to every node, the root too, never flipped.


def breaks_at_the_first_loss_going_up(path: list[Any], winner: Any) -> None:
    """`break` where `continue` belongs, walking up from the new node."""
    for node in reversed(path):
        node.visits += 1
        if winner is None:
            node.wins += 0.5
        elif node.mover == winner:
            node.wins += 1
        else:
            break


def returns_at_the_first_loss_by_index(path: list[Any], winner: Any) -> None:
    i = len(path) - 1
    while i >= 0:
        path[i].visits += 1
        if winner is not None and path[i].mover != winner:
            return
        path[i].wins += 0.5 if winner is None else 1.0
        i -= 1


def leaf_reward_for_every_node(path: list[Any], winner: Any) -> None:
    """The reward worked out once, for the last node, and added everywhere."""
    reward = 0.5 if winner is None else (1.0 if path[-1].mover == winner else 0.0)
    for node in path:
        node.visits += 1
        node.wins += reward


def leaf_reward_never_turned(path: list[Any], winner: Any) -> None:
    if winner is None:
        reward = 0.5
    elif path[-1].mover == winner:
        reward = 1
    else:
        reward = 0
    for node in path[::-1]:
        node.wins += reward
        node.visits += 1


BUGGY += [
    (breaks_at_the_first_loss_going_up, {m.STOPS_EARLY}),
    (returns_at_the_first_loss_by_index, {m.STOPS_EARLY}),
    (leaf_reward_for_every_node, {m.NEVER_FLIPS}),
    (leaf_reward_never_turned, {m.NEVER_FLIPS}),
]


# Issue 27 (h27t, blind9 wave 7): X's result given to every node; the flip carried into the root;
# a draw tested in an if of its own, then the mover in another (the root's None == a draw's None).


def first_players_score_everywhere(path: list[Any], winner: Any) -> None:
    score = {"X": 1.0, None: 0.5, "O": 0.0}[winner]
    for node in path:
        node.visits += 1
        node.wins += score


def flipped_into_the_root(path: list[Any], winner: Any) -> None:
    """Negamax-style backup over indexes, the root's mover never looked at."""
    reward = 0.5 if winner is None else float(path[-1].mover == winner)
    for i in range(len(path) - 1, -1, -1):
        path[i].visits += 1
        path[i].wins += reward
        reward = 1 - reward


def draw_and_mover_in_two_ifs(path: list[Any], winner: Any) -> None:
    for node in path:
        node.visits += 1
        if node.mover == winner:
            node.wins += 1
        if winner is None:
            node.wins += 0.5


BUGGY += [
    (first_players_score_everywhere, {m.ONE_SIDES_RESULT}),
    (flipped_into_the_root, {amounts.ROOT_CREDITED}),
    (draw_and_mover_in_two_ifs, {amounts.WRONG_DRAW_CREDIT}),
]


def reward_to_the_moverless_node(path: list[Any], winner: Any) -> None:
    """`is None` where `is not None` belongs, in a flipping loop."""
    reward = 0.5 if winner is None else (1.0 if path[-1].mover == winner else 0.0)
    for node in reversed(path):
        node.visits += 1
        if node.mover is None:
            node.wins += reward
        elif winner is None:
            node.wins += 0.5
        reward = 1.0 - reward


def mover_test_inverted_by_index(path: list[Any], winner: Any) -> None:
    reward = 0.5 if winner is None else float(path[-1].mover == winner)
    for i in reversed(range(len(path))):
        path[i].visits += 1
        if not path[i].mover:
            path[i].wins += reward
        elif winner is None:
            path[i].wins += 0.5
        reward = 1 - reward


BUGGY += [
    (reward_to_the_moverless_node, {m.MOVER_TEST_INVERTED}),
    (mover_test_inverted_by_index, {m.MOVER_TEST_INVERTED}),
]

# Issue 27 (h27y, wave 8's bp03, bp05, bp06): a +1/-1 reward flipped up the path with draws 0; the loop's
# node replaced by path[-1] or path[0]; a return inside the win's if.


def bp03_two_flip_minus_one_draw_zero(path, winner):  # type: ignore[no-untyped-def]
    """Wave 8's student verbatim (a TypeScript MCTS port): two mistakes, a loss -1 and a draw 0."""
    leaf = path[-1]
    if winner is None:
        current_result = 0
    else:
        current_result = 1 if leaf.mover == winner else -1
    for node in reversed(path):
        node.visits += 1
        node.wins += current_result
        current_result = -current_result


def plus_minus_one_by_index(path: list[Any], winner: Any) -> None:
    """The +1/-1 scheme walked by index, draws scored 0.5: the -1 alone (the root gains or loses 1 too)."""
    result = 0.5 if winner is None else (1 if path[-1].mover == winner else -1)
    for i in range(len(path) - 1, -1, -1):
        path[i].visits += 1
        path[i].wins += result
        result = result if winner is None else -result


def bp05_updates_last_node_each_time(path, winner):  # type: ignore[no-untyped-def]
    """Wave 8's student verbatim: the leaf's update pasted into a loop."""
    for node in path:  # noqa: B007 - the slip itself: the loop's node never used
        path[-1].visits += 1
        if winner is None:
            path[-1].wins += 0.5
        elif path[-1].mover == winner:
            path[-1].wins += 1


def leaf_taken_before_the_loop(path: list[Any], winner: Any) -> None:
    """The same slip with the leaf named once: `node` set before a loop whose own variable goes unused."""
    node = path[-1]
    for _ in reversed(path):
        node.visits += 1
        if winner is None:
            node.wins += 0.5
        elif node.mover == winner:
            node.wins += 1


def root_updated_each_time(path: list[Any], winner: Any) -> None:
    for i in range(len(path)):  # noqa: B007 - the slip itself
        path[0].visits += 1
        if winner is None:
            path[0].wins += 0.5
        elif path[0].mover == winner:
            path[0].wins += 1


def bp06_return_after_first_win(path, winner):  # type: ignore[no-untyped-def]
    """Wave 8's student verbatim: the return indented into the win's if."""
    for node in reversed(path):
        node.visits += 1
        if winner is None:
            node.wins += 0.5
        elif node.mover == winner:
            node.wins += 1
            return


def break_after_the_win_by_index(path: list[Any], winner: Any) -> None:
    i = len(path) - 1
    while i >= 0:
        path[i].visits += 1
        if winner is None:
            path[i].wins += 0.5
        elif path[i].mover == winner:
            path[i].wins += 1
            break
        i -= 1


def root_first_break_after_the_win(path: list[Any], winner: Any) -> None:
    for node in path:
        node.visits += 1
        if winner is not None and node.mover == winner:
            node.wins += 1
            break
        if winner is None:
            node.wins += 0.5


BUGGY += [
    (bp03_two_flip_minus_one_draw_zero, {m.LOSS_AS_MINUS_ONE, m.FORGETS_DRAWS}),
    (plus_minus_one_by_index, {m.LOSS_AS_MINUS_ONE}),
    (bp05_updates_last_node_each_time, {m.REPEATS_ONE_NODE}),
    (leaf_taken_before_the_loop, {m.REPEATS_ONE_NODE}),
    (root_updated_each_time, {m.REPEATS_ONE_NODE}),
    (bp06_return_after_first_win, {m.STOPS_AT_WIN}),
    (break_after_the_win_by_index, {m.STOPS_AT_WIN}),
    (root_first_break_after_the_win, {m.STOPS_AT_WIN}),
]


# Wave 8's correct variant (bp07): functools.reduce over the path with a credit helper.
def _bp07_credit(node, winner):  # type: ignore[no-untyped-def]
    return 0.5 if winner is None else (1.0 if node.mover == winner else 0.0)


def bp07_correct_reduce(path, winner):  # type: ignore[no-untyped-def]
    from functools import reduce

    def step(count, node):  # type: ignore[no-untyped-def]
        node.visits += 1
        node.wins += _bp07_credit(node, winner)
        return count + 1

    reduce(step, path, 0)


CORRECT.append(bp07_correct_reduce)


# Issue 27, wave 9 (f9b). bp_02: the other colour credited through an if/else on the mover whose else takes
# the root, and no draws; bp_04: the mover read from the index's parity, the root as O's.
def bp02_w9_hex_opposite_colour(path, winner):  # type: ignore[no-untyped-def]
    """Wave 9's student verbatim (egorchern/Hex-MCTS-agent's MCTSBackPropogation, Hex has no draws)."""
    x_wins = 1 if winner == "X" else 0
    o_wins = 1 if winner == "O" else 0
    for node in path:
        node.visits += x_wins + o_wins if winner is not None else 1
        if node.mover == "X":
            node.wins += o_wins
        else:
            node.wins += x_wins


def other_colour_dict(path: list[Any], winner: str | None) -> None:
    """The other colour's win through a lookup, the root (None) defaulting to O: no draw branch either."""
    opponent = {"X": "O", "O": "X"}
    for node in path:
        node.visits += 1
        if winner is not None and opponent.get(node.mover, "O") == winner:
            node.wins += 1


def bp04_w9_parity_from_root(path, winner):  # type: ignore[no-untyped-def]
    """Wave 9's student verbatim."""
    for depth, node in enumerate(path):
        node.visits += 1
        if winner is None:
            node.wins += 0.5
            continue
        mover = "X" if depth % 2 == 1 else "O"
        if mover == winner:
            node.wins += 1


def parity_while_from_leaf(path: list[Any], winner: str | None) -> None:
    """The same parity walked from the last node up, with a while loop."""
    i = len(path) - 1
    while i >= 0:
        node = path[i]
        node.visits += 1
        if winner is None:
            node.wins += 0.5
        elif ("O", "X")[i % 2] == winner:
            node.wins += 1
        i -= 1


BUGGY += [
    (bp02_w9_hex_opposite_colour, {m.WRONG_SIDE, m.FORGETS_DRAWS}),
    (other_colour_dict, {m.WRONG_SIDE, m.FORGETS_DRAWS}),
    (bp04_w9_parity_from_root, {m.WRONG_SIDE}),
    (parity_while_from_leaf, {m.WRONG_SIDE}),
]


# Wave 9's correct variants: a score table per side looked up by the mover; a result flipped as 1 - result.
def bp_w9_correct_dict_score(path, winner):  # type: ignore[no-untyped-def]
    score = {"X": 0.0, "O": 0.0, None: 0.0}
    if winner is None:
        score = {"X": 0.5, "O": 0.5, None: 0.5}
    else:
        score[winner] = 1.0
    for node in path:
        node.visits += 1
        node.wins += score[node.mover]


def bp_w9_correct_flip_one_minus(path, winner):  # type: ignore[no-untyped-def]
    result = 0.5 if winner is None else (1.0 if path[-1].mover == winner else 0.0)
    for node in reversed(path):
        node.visits += 1
        if node.mover is not None:  # the root was entered by no move: nobody's win
            node.wins += result
        elif winner is None:
            node.wins += 0.5
        result = 1.0 - result


CORRECT += [bp_w9_correct_dict_score, bp_w9_correct_flip_one_minus]


# ---------------------------------------------------------------- tenth wave: verbatim (renamed) and other shapes


def bp_w10_flip_before_add(path, winner):  # type: ignore[no-untyped-def]
    leaf = path[-1]
    if winner is None:
        reward = 0.5
    else:
        reward = 1.0 if leaf.mover == winner else 0.0
    for node in reversed(path):
        reward = 1.0 - reward
        node.visits += 1
        node.wins += reward


def bp_w10_flip_first_by_index(path, winner):  # type: ignore[no-untyped-def]
    """The same slip with an index walking up: the flip above the update."""
    value = 0.5 if winner is None else float(path[-1].mover == winner)
    i = len(path) - 1
    while i >= 0:
        value = 1 - value
        path[i].visits += 1
        path[i].wins += value
        i -= 1


def bp_w10_parent_mover(path, winner):  # type: ignore[no-untyped-def]
    for i, node in enumerate(path):
        side = path[i - 1].mover if i > 0 else node.mover
        node.visits += 1
        if winner is None:
            node.wins += 0.5
        elif side == winner:
            node.wins += 1


def bp_w10_parent_mover_zip(path, winner):  # type: ignore[no-untyped-def]
    """The parent's mover read through zip(path, path[1:]): each child credited by its parent."""
    path[0].visits += 1
    path[0].wins += 0.5 if winner is None else 0.0
    for parent, child in zip(path, path[1:]):  # noqa: B905, RUF007 (as the student wrote it)
        child.visits += 1
        if winner is None:
            child.wins += 0.5
        elif parent.mover == winner:
            child.wins += 1


def bp_w10_exhausted_generator(path, winner):  # type: ignore[no-untyped-def]
    nodes = (node for node in reversed(path))
    for node in nodes:
        node.visits += 1
    for node in nodes:
        if winner is None:
            node.wins += 0.5
        elif node.mover == winner:
            node.wins += 1


def bp_w10_exhausted_reversed(path, winner):  # type: ignore[no-untyped-def]
    """The same slip with reversed(): an iterator too, used up by the first loop."""
    up = reversed(path)
    for node in up:
        node.visits += 1
    for node in up:
        node.wins += 0.5 if winner is None else float(node.mover == winner)


def bp_w10_correct_dict(path, winner):  # type: ignore[no-untyped-def]
    for node in reversed(path):
        node.visits += 1
        node.wins += {None: 0.5}.get(winner, 1.0 if node.mover == winner else 0.0)


def bp_w10_correct_recursive(path, winner):  # type: ignore[no-untyped-def]
    if not path:
        return
    head, *rest = path
    head.visits += 1
    if winner is None:
        head.wins += 0.5
    elif head.mover == winner:
        head.wins += 1
    bp_w10_correct_recursive(rest, winner)


BUGGY += [
    (bp_w10_flip_before_add, {m.WRONG_SIDE}),
    (bp_w10_flip_first_by_index, {m.WRONG_SIDE}),
    (bp_w10_parent_mover, {m.WRONG_SIDE}),
    (bp_w10_parent_mover_zip, {m.WRONG_SIDE}),
    (bp_w10_exhausted_generator, {ex.mcts_amounts.NO_WIN_CREDIT}),
    (bp_w10_exhausted_reversed, {ex.mcts_amounts.NO_WIN_CREDIT}),
]
CORRECT += [bp_w10_correct_dict, bp_w10_correct_recursive]


# Issue 27 (l12b, blind19 wave 12): the winner turned at every node AND each node's mover compared
# with it: two flips that cancel (the values of a reward never flipped, the code's own words differ).
from ttt_lab.exercises import backpropagation_source as bsrc  # noqa: E402


def _bp_w12_other(side):  # type: ignore[no-untyped-def]
    return {"X": "O", "O": "X"}.get(side)


def bp_w12_flip_reward_and_mover(path, winner):  # type: ignore[no-untyped-def]
    for node in reversed(path):
        node.visits += 1
        if winner is None:
            node.wins += 0.5
        elif node.mover == winner:
            node.wins += 1
        winner = _bp_w12_other(winner)


def bp_w12_side_turned_inline(path, winner):  # type: ignore[no-untyped-def]
    """The same double flip, by index, the side turned with a conditional expression."""
    side = winner
    for i in range(len(path) - 1, -1, -1):
        path[i].visits += 1
        if side is None:
            path[i].wins += 0.5
        elif path[i].mover == side:
            path[i].wins += 1
        if side is not None:
            side = "O" if side == "X" else "X"


def bp_w12_correct_recursive_slices(path, winner):  # type: ignore[no-untyped-def]
    if not path:
        return
    node = path[0]
    node.visits += 1
    node.wins += 0.5 if winner is None else (1 if node.mover == winner else 0)
    bp_w12_correct_recursive_slices(path[1:], winner)


def bp_w12_correct_alternating_reward(path, winner):  # type: ignore[no-untyped-def]
    leaf = path[-1]
    if winner is None:
        reward = 0.5
    else:
        reward = 1.0 if leaf.mover == winner else 0.0
    for node in reversed(path):
        node.visits += 1
        if node.mover is None:       # the root: nobody moved into it
            node.wins += 0.5 if winner is None else 0
        else:
            node.wins += reward
        reward = 1.0 - reward


BUGGY += [
    (bp_w12_flip_reward_and_mover, {bsrc.FLIPS_TWICE}),
    (bp_w12_side_turned_inline, {bsrc.FLIPS_TWICE}),
]
CORRECT += [bp_w12_correct_recursive_slices, bp_w12_correct_alternating_reward]


def bp_w12_muzero_plus_minus(path, winner):  # type: ignore[no-untyped-def]
    """Wave 12's b06 verbatim: the ±1 scale of a value (a loss -1, a draw 0), one choice, one name."""
    value = 1
    for node in reversed(path):
        if winner is None:
            node.wins += 0
        else:
            node.wins += value if node.mover == winner else -value
        node.visits += 1


BUGGY += [(bp_w12_muzero_plus_minus, {m.LOSS_AS_MINUS_ONE})]


from ttt_lab.exercises.report import KEEPS_STATE  # noqa: E402


# Wave 15: state kept between calls (kept_state's probe: right from a fresh start, wrong after the
# other calls). bp08 verbatim, then a module-level set and a closure's list.
def bp08_mutable_default_seen(path, winner, updated=set()):  # type: ignore[no-untyped-def]  # noqa: B006
    for node in path:
        if id(node) in updated:
            continue
        updated.add(id(node))
        node.visits += 1
        if winner is None:
            node.wins += 0.5
        elif node.mover == winner:
            node.wins += 1


_BACKED_UP: set[int] = set()


def bp_kept_global_backed_up(path: list[Any], winner: str | None) -> None:
    """Meant to update each (transposed) node once per backup, but the set is never emptied."""
    for node in reversed(path):
        if id(node) not in _BACKED_UP:
            _BACKED_UP.add(id(node))
            node.visits += 1
            node.wins += 0.5 if winner is None else float(node.mover == winner)


def _make_backpropagate() -> Any:
    done: list[int] = []

    def backpropagate(path: list[Any], winner: str | None) -> None:
        for node in path:
            if id(node) in done:
                continue
            done.append(id(node))
            node.visits += 1
            node.wins += 0.5 if winner is None else float(node.mover == winner)
    return backpropagate


bp_kept_closure_list = _make_backpropagate()
bp_kept_closure_list.__name__ = "bp_kept_closure_list"

BUGGY += [
    (bp08_mutable_default_seen, {KEEPS_STATE}),
    (bp_kept_global_backed_up, {KEEPS_STATE}),
    (bp_kept_closure_list, {KEEPS_STATE}),
]


# Wave 15: the alternating result started at the root as X's and flipped going down. bp05 verbatim,
# then the same by the index's parity.
def bp05_flip_from_wrong_end(path, winner):  # type: ignore[no-untyped-def]
    if winner is None:
        result = 0.5
    else:
        result = 1.0 if winner == "X" else 0.0  # the root: X to move
    for node in path:
        node.visits += 1
        node.wins += result
        result = 1 - result


def bp_even_index_is_x(path: list[Any], winner: str | None) -> None:
    for i, node in enumerate(path):
        node.visits += 1
        if winner is None:
            node.wins += 0.5
        elif (i % 2 == 0) == (winner == "X"):  # X to move at the root, so X's at even depths
            node.wins += 1


BUGGY += [
    (bp05_flip_from_wrong_end, {m.WRONG_SIDE}),
    (bp_even_index_is_x, {m.WRONG_SIDE}),
]


# ---------------------------------------------------------------- sixteenth wave (blind27): the last node's
# result flipped, but walked from the root down (b03 verbatim, renamed), then the same by index.
def b03_flip_wrong_end(path, winner):  # type: ignore[no-untyped-def]
    leaf = path[-1]
    if winner is None:
        result = 0.5
    else:
        result = 1.0 if leaf.mover == winner else 0.0
    for node in path:
        node.visits += 1
        node.wins += result
        result = 1 - result


def leaf_reward_by_index_from_root(path: list[Any], winner: str | None) -> None:
    reward = 0.5 if winner is None else float(path[-1].mover == winner)
    for i in range(len(path)):
        path[i].visits += 1
        path[i].wins += reward if i % 2 == 0 else 1 - reward


def b06_correct_credit_dict(path, winner):  # type: ignore[no-untyped-def]
    """blind27 b06 verbatim (renamed): a credit per mover, read from a dict."""
    credit = {"X": 0.0, "O": 0.0, None: 0.0}
    if winner is None:
        credit = dict.fromkeys(credit, 0.5)
    else:
        credit[winner] = 1.0
    for node in path:
        node.visits += 1
        node.wins += credit[node.mover]


BUGGY += [
    (b03_flip_wrong_end, {m.WRONG_SIDE}),
    (leaf_reward_by_index_from_root, {m.WRONG_SIDE}),
]
CORRECT += [b06_correct_credit_dict]
