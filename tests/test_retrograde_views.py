"""The model of a retrograde table whose finished games and inner positions keep different points of
view (retrograde_views), and the source reading that tells its seeds are the first player's."""

from __future__ import annotations

from ttt_lab.exercises.hint_checks import read_source
from ttt_lab.exercises.retrograde import check_retrograde
from ttt_lab.exercises.retrograde_graph import _graphs
from ttt_lab.exercises.retrograde_views import MIXED_VIEWS, mixed_view_table, seeds_for_first_player


def test_the_model_flips_finished_games_where_the_second_player_moves_and_keeps_the_rule_above_them() -> None:
    graph = _graphs()[0]
    model = mixed_view_table(graph)
    finished = [key for key in graph.states if not graph.children[key]]
    flipped = {key for key in finished if model[key] != graph.truth[key]}
    assert flipped  # tic-tac-toe has won games where O would move next
    assert all(graph.sign[key] < 0 and model[key] == -graph.truth[key] for key in flipped)
    for key in graph.states:
        if graph.children[key]:
            pick = max if graph.sign[key] > 0 else min
            assert model[key] == pick(model[child] for child in graph.children[key])


def _seeds_first(game):  # type: ignore[no-untyped-def]
    first = game.players[0]
    return {game.key(s): game.utility(s, first) for s in [game.initial_state()]}


def _seeds_x(game):  # type: ignore[no-untyped-def]
    return {game.key(s): game.utility(s, "X") for s in [game.initial_state()]}


def _seeds_mover(game):  # type: ignore[no-untyped-def]
    return {game.key(s): game.utility(s, game.to_move(s)) for s in [game.initial_state()]}


def test_seeds_for_the_first_player_are_read_through_a_bound_name_and_not_for_the_mover() -> None:
    assert seeds_for_first_player(read_source(_seeds_first)) == "game.utility(s, first)"
    assert seeds_for_first_player(read_source(_seeds_x)) == 'game.utility(s, "X")'
    assert seeds_for_first_player(read_source(_seeds_x), "black") is None
    assert seeds_for_first_player(read_source(_seeds_mover)) is None


def _mover_sweep(game, seed):  # type: ignore[no-untyped-def]
    """Values for the side to move by negamax, finished games seeded by ``seed``, the first player's at the end."""
    memo = {}

    def mover_value(state):  # type: ignore[no-untyped-def]
        key = game.key(state)
        if key not in memo:
            memo[key] = (seed(game, state) if game.is_terminal(state)
                         else max(-mover_value(game.result(state, a)) for a in game.actions(state)))
        return memo[key]

    mover_value(game.initial_state())
    return memo


def mixed_seeds(game):  # type: ignore[no-untyped-def]
    memo = _mover_sweep(game, lambda game, state: game.utility(state, game.players[0]))
    states = _states(game)
    return {k: v if game.to_move(states[k]) == game.players[0] else -v for k, v in memo.items()}


def _states(game):  # type: ignore[no-untyped-def]
    found, todo = {}, [game.initial_state()]
    while todo:
        state = todo.pop()
        if game.key(state) not in found:
            found[game.key(state)] = state
            if not game.is_terminal(state):
                todo += [game.result(state, a) for a in game.actions(state)]
    return found


def test_finished_games_seeded_for_the_first_player_under_a_side_to_move_sweep_are_named_by_the_mix() -> None:
    report = check_retrograde(mixed_seeds, quiet=True)
    assert [p.name for p in report.diagnosis if not p.note] == [MIXED_VIEWS]
    assert "game.utility(state, game.players[0])" in report.diagnosis[0].detail
