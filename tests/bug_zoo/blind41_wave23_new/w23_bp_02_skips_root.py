"""checker: check_backpropagation
truth: buggy — walks up with `while node.parent is not None`, so the loop stops before the root: the root's visits and wins are never updated.
source: ported from an MCTS class found by code search (file id 32213057233, Taxi-v2 MCTS: `def backpropagation(self, reward=0, visit=0): node = self.cur_node; while node.parent is not None: reward = self.on_reward(...); node.update(reward, visit); node = node.parent`)
"""


def on_reward(node, winner):
    if winner is None:
        return 0.5
    return 1 if node.mover == winner else 0


def update(node, reward, visit):
    node.visits += visit
    node.wins += reward


def my_backpropagate(path, winner):
    "Count the playout on every node of `path` (the root first) for the side that moved into it."
    parent = {id(child): above for above, child in zip(path, path[1:])}
    parent[id(path[0])] = None
    node = path[-1]
    while parent[id(node)] is not None:
        reward = on_reward(node, winner)
        update(node, reward, 1)
        node = parent[id(node)]
