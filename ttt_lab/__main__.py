"""``python -m ttt_lab``: the command line (:mod:`ttt_lab.cli`)."""

import sys

from ttt_lab.cli import main

if __name__ == "__main__":
    sys.exit(main())
