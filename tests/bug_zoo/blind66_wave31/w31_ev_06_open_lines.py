"""checker: check_evaluation
truth: correct — e(p) = lines still open for X minus lines still open for O (Nilsson's textbook heuristic), with the opponent's half using its own open-line test, scaled by 1/9.
source: ported from ishagt/023326-AI-lab-report-2 Q6Lab2.py, heuristic(board, player), with the opponent's open lines counted correctly
"""
from ttt_lab import TicTacToe

game = TicTacToe()


def heuristic(board, player):
    opponent = 'O' if player == 'X' else 'X'

    def is_open(line, against):
        return all(cell != against for cell in line)

    def count_open(against):
        n = 0
        for i in range(3):
            if is_open(board[i], against):
                n += 1
            if is_open([board[j][i] for j in range(3)], against):
                n += 1
        if is_open([board[i][i] for i in range(3)], against):
            n += 1
        if is_open([board[i][2 - i] for i in range(3)], against):
            n += 1
        return n

    return count_open(opponent) - count_open(player)


def my_evaluation(state):
    board = [list(row) for row in game.board_text(state).split("/")]
    return heuristic(board, 'X') / 9
