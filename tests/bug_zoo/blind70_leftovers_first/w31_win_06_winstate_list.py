"""checker: check_win_test
truth: correct — list of all 9 line triples (the main diagonal listed twice) and `[p, p, p] in winstate` for each player.
source: ported from Jonathana1106/IA TC2-Busquedas/min_max.py, gameover(state, player)
"""


def gameover(state, player):
    winstate = [
        [state[0][0], state[0][1], state[0][2]],
        [state[1][0], state[1][1], state[1][2]],
        [state[2][0], state[2][1], state[2][2]],
        [state[0][0], state[1][0], state[2][0]],
        [state[0][1], state[1][1], state[2][1]],
        [state[0][2], state[1][2], state[2][2]],
        [state[0][0], state[1][1], state[2][2]],
        [state[0][0], state[1][1], state[2][2]],
        [state[2][0], state[1][1], state[0][2]]
    ]
    if [player, player, player] in winstate:
        return True
    else:
        return False


def my_winner(board):
    for player in ("X", "O"):
        if gameover(board, player):
            return player
    return None
