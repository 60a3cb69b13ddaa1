"""checker: check_evaluation
mistake: helper computes the opponent by copy-paste (other = "O" if player == "O" else "X", i.e. other == player), so every line holding the player's stones counts as blocked; only empty lines score, always 0."""
from ttt_lab import TicTacToe
game = TicTacToe()
def open_lines(state, player):
    other = "O" if player == "O" else "X"
    count = 0
    for line in game.lines:
        stones = [game.stone_at(state, c) for c in line]
        if other not in stones and player in stones:
            count += stones.count(player)
    return count
def my_evaluation(state):
    return (open_lines(state, "X") - open_lines(state, "O")) / 25
