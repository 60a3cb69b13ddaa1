"""The test for a finished game, slipped (issue 27): a status helper whose "still playing" value
is also a utility.

Code that asks a helper for the game's status, and searches on while it answers IN_PROGRESS,
takes a finished game for an unfinished one whenever the game's utility there equals that value
(IN_PROGRESS = 1 collides with MAX's win, -1 with MIN's): it searches on, finds no moves, and
returns its loop's start (-inf where MAX is to move, +inf where MIN is). As a change of the game
(searched then by the library's own minimax), like the other mistakes of the finished game.

Example:
    >>> from ttt_lab.games.trees import TreeGame
    >>> from ttt_lab.search import minimax
    >>> game = TreeGame([[1, 3], [0, 2]])
    >>> minimax(game, ()).value, minimax(sentinel_collides(1)(game), ()).value  # leaf 1: -inf, so B is -inf
    (1, 0.0)
"""

from __future__ import annotations

import ast
import dataclasses
import math
from collections.abc import Callable, Sequence
from typing import Any

from ttt_lab.exercises.cutoff_tests import zero_as_unfinished_words
from ttt_lab.exercises.engine import Mistake
from ttt_lab.exercises.harness import _Rescored
from ttt_lab.exercises.hint_checks import Source, calls_to, read_source
from ttt_lab.exercises.report import EVALUATES_TERMINAL, WRONG_DRAW, WRONG_PLAYER, WRONG_VALUE, Problem
from ttt_lab.exercises.start_models import SENTINELS

SENTINEL_COLLIDES = "takes a finished game for an unfinished one when its utility is the code's 'still playing' value"


def sentinel_collides(sentinel: float) -> Callable[[Any], Any]:
    """The game as code sees it whose status helper says ``sentinel`` for "still playing": a
    finished game worth ``sentinel`` to MAX is searched on, has no moves, and is worth the start
    of its loop."""
    def alter(game: Any) -> Any:
        MAX = game.players[0]

        def scored(s: Any) -> float:
            value = float(game.utility(s, MAX))
            if value != sentinel:
                return value
            return -math.inf if game.to_move(s) == MAX else math.inf

        return _Rescored(game, scored)

    return alter


def sentinel_mistakes() -> list[Mistake]:
    """A "still playing" value of 1 or -1 that a finished game's utility can also take (0, a draw's, is
    "stops only at wins": code that looks for a winner, named so already); each read everywhere, or
    only below a root whose own finished test is right (:func:`_root_unfinished`)."""
    return [Mistake(SENTINEL_COLLIDES, f"reads a status of {sentinel} as \"still playing\", so a finished game worth"
                    f" {sentinel} is searched on: it has no moves, and is worth its loop's start (-inf where MAX is to"
                    " move, +inf where MIN is)", "Test for the end with game.is_terminal(state), and only then read"
                    " the utility: a status value that means \"still playing\" must be one no finished game can have"
                    " (None, not 1).", alter=sentinel_collides(sentinel), applies=applies)
            for sentinel in (1, -1) for applies in (_always, _root_unfinished)]


def _always(case: Any) -> bool:
    return True


def _root_unfinished(case: Any) -> bool:
    """Whether the case's root is unfinished. Code whose own entry point tests game.is_terminal and
    leaves the status helper to the nodes below (blind42's mm_01: IN_PROGRESS = 1 read in min_search
    and max_search only) scores a finished root right: there it answers what the reference answers,
    so the collision is a model of the cases whose root is still being played."""
    make_state = getattr(case, "make_state", None)
    game = getattr(case, "game", None)
    if make_state is None or game is None:
        return True
    try:
        return not game.is_terminal(make_state())
    except Exception:  # a position the game cannot read: the mistake may show there
        return True



def _draws_worth_start(start: float) -> Callable[[Any], Any]:
    """The game as code that stops only at wins and starts MAX's best at -start (MIN's at +start)
    sees it: a full board without a winner is searched on, has no moves, and is worth that start."""
    def alter(game: Any) -> Any:
        MAX = game.players[0]

        def scored(s: Any) -> float:
            value = float(game.utility(s, MAX))
            return value if value else (-start if game.to_move(s) == MAX else start)

        return _Rescored(game, scored)

    return alter


def draw_unfinished_mistakes() -> list[Mistake]:
    """A finished draw not recognised as finished, where the running best starts at a number (2, as
    blind30's m02: ``if winner() != 0: return winner()`` then ``maxv = -2``): the draw is worth the
    start, -s to MAX and +s to MIN ("stops only at wins" with -inf/+inf is minimax's own model)."""
    return [Mistake(WRONG_DRAW, f"stops only at wins and starts MAX's running best at -{s}, MIN's at +{s}: a finished"
                    " draw is not recognised as finished, is searched on, has no moves and is worth that start"
                    f" instead of 0, and a node whose children are all worse than -{s} or +{s} is worth the start too",
                    "A full board is finished too: test game.is_terminal(state), which is true for wins and draws, and"
                    " return the utility there (0 for a draw) instead of looking for a winner; and start the running"
                    " best at -math.inf (MIN's at +math.inf), not at a number a utility may pass.",
                    alter=_draws_worth_start(s), knobs=(("start_at", s),), worded=zero_as_unfinished_words(f"{s:g}"))
            for s in SENTINELS]


class _DrawsUnfinished(_Rescored):
    """``game`` as code that sees a game as finished only where somebody has a line sees it: a finished
    game worth 0 (a full board without a line, a tree's leaf worth 0) is not finished, and has no moves."""

    def __init__(self, game: Any) -> None:
        super().__init__(game, lambda s: float(game.utility(s, game.players[0])))

    def is_terminal(self, state: Any) -> bool:
        return bool(self._game.is_terminal(state)) and float(self._game.utility(state, self.players[0])) != 0


def draw_searched_mistakes(negamax: bool = False) -> list[Mistake]:
    """A draw not seen as finished (blind75's dl_02, bsao17's ``if depth == 0 or board.valid_alignment():
    return board.evaluate()``): under a depth limit it is evaluated at the limit like any position, above
    it searched on, with no moves, and worth its loop's start. Unlike "stops only at wins" (its utility
    replaced by the start everywhere), it pairs with "evaluates every finished game" (the wins that its
    test does stop at), the two slips of that one test, each told as its own problem. Negamax, whose
    catalogue had no model of a draw at all, gets it too (its loop's start is -inf at every node)."""
    if negamax:
        return [Mistake(WRONG_DRAW, "sees a game as finished only where somebody has a line: a draw (a full board"
                        " without one) is searched on, has no moves, and is worth its loop's start, -inf, instead of 0",
                        "A full board is finished too: test game.is_terminal(state), which is true for wins and draws,"
                        " and return game.utility(state, game.to_move(state)) there (0 for a draw).",
                        alter=_DrawsUnfinished)]
    return [Mistake(WRONG_DRAW, "sees a game as finished only where somebody has a line: a draw (a full board without"
                    " one) is not finished to it, so at the depth limit it is evaluated, and above it searched on, with"
                    " no moves, worth its loop's start (-inf where MAX is to move, +inf where MIN is), instead of 0",
                    "A full board is finished too: test game.is_terminal(state), which is true for wins and draws, and"
                    " return game.utility(state, game.players[0]) there (0 for a draw), before the depth's test.",
                    alter=_DrawsUnfinished, applies=lambda case: case.depth is not None)]


_EVERY_END_EVALUATED = ("evaluates every finished game (one test for both, as in if depth == 0 or"
                        " game.is_terminal(state): return evaluate(state))")
"""minimax_mistakes' words for one test that evaluates every finished game (blind22's d05)."""
_WINS_EVALUATED = ("evaluates every won game, the only games its test sees as finished (one test for both, as in"
                   " if depth == 0 or somebody_has_a_line(state): return evaluate(state))")


def wins_evaluated(problems: list[Problem]) -> list[Problem]:
    """"Evaluates every finished game" told as the won games alone where it pairs with a draw not seen as finished
    (:func:`draw_searched_mistakes`, blind75's dl_02: ``if depth == 0 or board.valid_alignment()``): the one test
    stops at wins only, so a draw is never evaluated by it, and "every finished game" would describe a test the
    code does not have."""
    if not any(p.name == WRONG_DRAW and not p.note for p in problems) or not any(
            p.name == EVALUATES_TERMINAL and _EVERY_END_EVALUATED in p.detail for p in problems):
        return problems
    return [dataclasses.replace(p, detail=p.detail.replace(_EVERY_END_EVALUATED, _WINS_EVALUATED)) for p in problems]


DRAWS_EVERY_END = "scores every finished game as a draw"


def _no_moves_test(test: ast.AST) -> bool:
    """``not game.actions(state)``, ``not moves`` or ``len(...) == 0``: "no moves left"."""
    if isinstance(test, ast.UnaryOp) and isinstance(test.op, ast.Not):
        return True
    return (isinstance(test, ast.Compare) and len(test.ops) == 1 and isinstance(test.ops[0], ast.Eq)
            and isinstance(test.left, ast.Call) and getattr(test.left.func, "id", "") == "len"
            and isinstance(test.comparators[0], ast.Constant) and test.comparators[0].value == 0)


def draw_test_first(source: Source) -> str | None:
    """The first line of an ``if`` that returns 0 on "no moves left" placed before the code's first
    call of ``is_terminal`` (or with none at all): every finished game has no moves, so it is a draw
    there before the utility is read. ``None`` where the code has no such test."""
    terminal = [n.lineno for n in calls_to(source, "is_terminal")]
    for node in source.nodes():
        returned = node.body[0].value if isinstance(node, ast.If) and isinstance(node.body[0], ast.Return) else None
        if isinstance(returned, ast.Tuple) and returned.elts:
            returned = returned.elts[0]  # return 0, None: the value of a (value, move) pair
        if (isinstance(node, ast.If) and _no_moves_test(node.test) and isinstance(returned, ast.Constant)
                and returned.value == 0 and all(node.lineno < line for line in terminal)):
            return source.segment(node).splitlines()[0].strip()
    return None


def name_draw_first(problems: list[Problem], fn: Callable[..., Any], answers: Sequence[float | None]) -> list[Problem]:
    """``problems`` with an unnamed wrong value renamed when the function answered 0 everywhere and its
    code tests "no moves left: a draw" before the end of the game: the engine names no model of
    answers that never change (code that ignores its input), so the code tells what made them."""
    if not any(p.name == WRONG_VALUE and not p.note for p in problems) or any(
            a is None or a != 0 for a in answers):
        return problems
    found = draw_test_first(read_source(fn))
    if found is None:
        return problems
    return [dataclasses.replace(p, name=DRAWS_EVERY_END, detail=p.detail.split("\nThe lowest place")[0]
                                + f"\nYour code tests `{found}` (and returns 0) before it asks whether the game is"
                                " over: a finished game has no moves left, won or lost, so every one is scored 0, a"
                                " draw, and the utility is never read; that explains every value your function returned.",
                                hint="Test game.is_terminal(state) first and return its utility there (0 for a draw"
                                " already): \"no moves left\" means a draw only once nobody has won.")
            if p.name == WRONG_VALUE and not p.note else p for p in problems]


def mover_credited_mistakes() -> list[Mistake]:
    """A decided game credited to the player to move there, who has just lost (a win test asked of
    ``current_player`` before the move is handed over): wins and losses swapped, their size unread."""
    return [Mistake(WRONG_PLAYER, "scores a decided game +1 where MAX is to move and -1 where MIN is: it credits the"
                    " win to the player to move there, who has just lost (the game was won by the move before), and"
                    " reads only whether someone won, not the utility's size (a draw stays 0)", "A finished game is"
                    " worth game.utility(state, game.players[0]) to MAX, whoever is to move: the player to move at a"
                    " won position is the one who lost.", knobs=(("leaf", "mover credited"),))]


DECIDED_LOST = "scores every decided game as lost for the side to move"


def decided_lost_mistakes(negamax: bool = False) -> list[Mistake]:
    """A decided game scored -1 for the player to move there, whatever the utility's size and sign
    ("the last player made the winning move, so you either tied or lost": blind20's n01): right only
    for utilities of 1 and -1 in a game that only the player who moves can win. One model, knob
    ``leaf`` ``"decided lost"``, in the minimax / negamax error model and in alpha-beta's."""
    view = ("game.utility(state, game.to_move(state)), the side to move's" if negamax
            else "game.utility(state, game.players[0]), MAX's")
    return [Mistake(DECIDED_LOST, "scores every decided game (utility not 0) as lost for the side to move there, -1"
                    + ("" if negamax else " to MAX where MAX is to move, +1 where MIN is") + ", reading only whether"
                    " someone won: right in tic-tac-toe, where the player to move at a won position has just lost and"
                    " wins are worth 1, but a leaf worth 6 is not -1, and the side to move may be the winner",
                    f"A finished game is worth its utility, {view} (a tree's leaf, its number), read as it is: who"
                    " made the last move does not tell its size, nor always who won.",
                    knobs=(("leaf", "decided lost"),))]


LOST_OR_NOTHING = "scores a finished game -1 if the side to move lost, else 0"


def lost_or_nothing_mistakes(negamax: bool = False) -> list[Mistake]:
    """A finished game scored -1 where the side to move has lost and 0 otherwise (``if is_lose: return -1``,
    ``if is_draw: return 0``, blind30's n03): right in tic-tac-toe, where the side to move never has
    won; a tree's leaf worth 6 is flattened, and a leaf the side to move wins is worth 0."""
    view = ("game.utility(state, game.to_move(state)), the side to move's" if negamax
            else "game.utility(state, game.players[0]), MAX's")
    return [Mistake(LOST_OR_NOTHING, "scores a finished game -1 where the side to move has lost and 0 otherwise"
                    + ("" if negamax else " (in MAX's view)") + ", reading only whether the side to move lost: right"
                    " in tic-tac-toe, but a leaf worth 6 is not -1 or 0, and a game the side to move has won is not a"
                    " draw", f"A finished game is worth its utility, {view} (a tree's leaf, its number), read as it is.",
                    knobs=(("leaf", "lost else zero"),))]


DRAW_AS_LOSS = "scores a draw as a loss for the side to move"
EVERY_END_WON = "scores every finished game as a win for the side to move"


def finished_scoring_mistakes(negamax: bool = False) -> list[Mistake]:
    """Finished games scored by who won, read from the side to move there, with a branch of the
    scoring lost (blind24's ng01, ng02: `if won: WIN elif not won: LOSE else DRAW`, the draw
    unreachable; both branches of a copy-paste setting +1). One model each, knob ``leaf`` ``"draw
    lost"`` / ``"mover wins"``, shared by minimax (MAX's view) and negamax (the side to move's)."""
    view = ("game.utility(state, game.to_move(state)), the side to move's" if negamax
            else "game.utility(state, game.players[0]), MAX's")
    return [Mistake(DRAW_AS_LOSS, "scores a finished game +1 where the side to move has won and -1 otherwise, a draw"
                    " included (as when the draw's branch comes after `if won ... elif not won` and never runs), and"
                    " a leaf worth 6 counts as 1 or -1", f"A finished game is worth its utility, {view}: 0 for a draw, and a"
                    " tree's leaf its own number. A test `if won: ... elif not won: ...` leaves no case for the"
                    " draw: test the draw (utility 0) first, or return the utility itself.",
                    knobs=(("leaf", "draw lost"),)),
            Mistake(EVERY_END_WON, "scores every finished game +1 for the side to move there, a loss and a draw too"
                    " (as when every branch of the scoring sets the same +1, a copy-paste)", f"A finished game is worth its"
                    f" utility, {view}: at a won position the side to move is the one who has lost (-1), a draw is 0."
                    " Check what each branch of your scoring gives.", knobs=(("leaf", "mover wins"),))]


FINISHED_AT_CALL = "does not test for a finished game when called on one"


def _finished_unscored(game: Any) -> Any:
    """``game`` as code sees it that never tests the position it is called on: a finished game there
    has no moves and is worth its loop's start, -inf to the side to move (MAX's view: -inf where MAX
    is to move, +inf where MIN is)."""
    MAX = game.players[0]
    return _Rescored(game, lambda s: -math.inf if game.to_move(s) == MAX else math.inf)


def _finished_above_limit(case: Any) -> bool:
    """A case whose position is finished already, searched above any depth limit (at depth 0 code that
    tests the depth first evaluates it instead: another slip)."""
    depth = getattr(case, "depth", None)
    return bool(case.game.is_terminal(case.state)) and (depth is None or depth >= 1)


def finished_at_call_mistakes(negamax: bool = False) -> list[Mistake]:
    """A search that tests for a finished game only on each child, inside its loop over the moves (and
    scores that child there): it never calls itself on a finished game, so only a position already
    finished when it is CALLED shows it, searched on with no moves (blind26's ng05 and dl02). One model
    for minimax, depth-limited minimax and negamax (issue 27's failure mode 3)."""
    utility = "game.utility(state, game.to_move(state))" if negamax else "game.utility(state, game.players[0])"
    start = "-inf, its loop's start" if negamax else "its loop's start (-inf where MAX is to move, +inf where MIN is)"
    return [Mistake(FINISHED_AT_CALL, "tests for a finished game only on the children, inside its loop over the moves,"
                    f" so a position already finished when the function is called on it has no moves and is worth {start}",
                    f"Test the position itself first, at the top of the function: if game.is_terminal(state): return"
                    f" {utility}. Then the test inside the loop is not needed: each child is a call of its own.",
                    alter=_finished_unscored, applies=_finished_above_limit)]
