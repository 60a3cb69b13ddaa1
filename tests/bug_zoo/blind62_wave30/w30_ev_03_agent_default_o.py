"""checker: check_evaluation
truth: buggy — simple_score_state scores from `agent`'s view with the default agent="O", and my_evaluation calls it without an agent, so every estimate is O's view (sign flipped).
source: code-search hit `simple_score_state(board, agent="O")` (centre 3 / corners 2 heuristic with ±100 for wins; repository not named by the search); the edge weight 1 and the /100 scaling are mine (the hit was cut there)
"""
from ttt_lab.games.mnk import TicTacToe

game = TicTacToe()


def simple_score_state(board, agent="O"):
    opp = "X" if agent == "O" else "O"

    def lines(bd):
        return (
            [[bd[r][0], bd[r][1], bd[r][2]] for r in range(3)]
            + [[bd[0][c], bd[1][c], bd[2][c]] for c in range(3)]
            + [[bd[0][0], bd[1][1], bd[2][2]], [bd[0][2], bd[1][1], bd[2][0]]]
        )

    def is_win(bd, p):
        return any(L.count(p) == 3 for L in lines(bd))

    # Terminal dominance
    if is_win(board, agent):
        return 100
    if is_win(board, opp):
        return -100
    score = 0
    # Center / corners / edges
    if board[1][1] == agent:
        score += 3
    elif board[1][1] == opp:
        score -= 3
    for r, c in [(0, 0), (0, 2), (2, 0), (2, 2)]:
        if board[r][c] == agent:
            score += 2
        elif board[r][c] == opp:
            score -= 2
    for r, c in [(0, 1), (1, 0), (1, 2), (2, 1)]:
        if board[r][c] == agent:
            score += 1
        elif board[r][c] == opp:
            score -= 1
    return score


def my_evaluation(state):
    board = [[game.stone_at(state, (r, c)) or "-" for c in range(3)] for r in range(3)]
    return simple_score_state(board) / 100
