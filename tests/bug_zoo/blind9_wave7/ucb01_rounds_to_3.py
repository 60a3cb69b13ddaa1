"""checker: check_ucb
truth: buggy — rounds the score to 3 decimals (round(..., 3)), so scores differ from UCB1 in the 4th decimal and close children tie
source: real — a Jass-MCTS course repo (jass/player/mcts, class UCB.ucb_value): ucb = round((node_win_score / node_visit) + self._c * math.sqrt(math.log(total_visits, math.e) / node_visit), 3); unvisited returns sys.maxsize there (kept as math.inf here)
"""
import math


def my_ucb(wins, visits, parent_visits, c):
    if visits == 0:
        return math.inf
    ucb = round((wins / visits) + c * math.sqrt(math.log(parent_visits, math.e) / visits), 3)
    return ucb
