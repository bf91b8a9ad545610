"""How the bot's interpreter is tuned once it has started, for the event loop's sake.

Two things would otherwise stop the event loop for tens of milliseconds at a time, though
no callback of ours runs that long:

- **The garbage collector.** Everything built at start-up (modules, discord.py, commands,
  caches) lives as long as the process; a full collection scans all of it. Frozen, it is
  never scanned again.
- **Hand-offs of the interpreter lock.** The SQLite thread runs each transaction's Python
  (``storage.sqlite``: one hand-off per transaction), and an AI seat's result brings
  transactions of many moves. Each time the event loop lets go of the lock for a system call
  (a write to a render worker's pipe, a wake-up of that thread), it waits for the lock to
  come back, up to the switch interval (5 ms by default) a time, and one callback makes
  several such calls. At 1 ms the loop gets the lock back within a millisecond; the cost is
  more frequent switches between threads that both want to run, which this process rarely
  has (rendering and AI search run in processes).
"""

from __future__ import annotations

import gc
import sys

SWITCH_INTERVAL = 0.001  # seconds a thread may keep the interpreter lock while another waits


def settle() -> None:
    """Called once start-up is over (the bot's ``setup_hook``, the capacity bench's rig)."""
    gc.freeze()
    sys.setswitchinterval(SWITCH_INTERVAL)
