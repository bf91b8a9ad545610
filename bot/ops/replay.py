"""``python -m bot replay FILE [--out PNG]``: verify a game record and draw its final board.

Whatever is wrong (a missing, unreadable or binary file, broken JSON, a record that does not
replay, an ``--out`` in a missing folder or naming a folder) is said in one sentence on
stderr with exit status 1; the output path is checked before the replay, so a long record is
not replayed only to fail at the last step.
"""

from __future__ import annotations

import sys
from pathlib import Path

__all__ = ["REPLAY_FAILED", "replay"]

# Exit status of every replay that could not be done.
REPLAY_FAILED = 1


class _Refused(Exception):
    """One sentence for the person running the command."""


def replay(file: Path, out: Path | None) -> int:
    """Replay a record move by move, check the result it claims, draw the final board."""
    try:
        target = _target(file, out)
        text = _read(file)
        return _replay(file, text, target)
    except _Refused as refusal:
        print(str(refusal), file=sys.stderr)
        return REPLAY_FAILED


def _target(file: Path, out: Path | None) -> Path:
    target = out or file.with_suffix(".png")
    if target.is_dir():
        raise _Refused(f"{target} is a folder; give --out a file name, such as "
                       f"{target / (file.stem + '.png')}.")
    folder = target.parent
    if not folder.is_dir():
        raise _Refused(f"Cannot write the board to {target}: the folder {folder} does not "
                       "exist; create it or choose another --out.")
    return target


def _read(file: Path) -> str:
    try:
        return file.read_text(encoding="utf-8")
    except IsADirectoryError:
        raise _Refused(f"{file} is a folder, not a game record; give the JSON file that "
                       "/history record produced.") from None
    except UnicodeDecodeError:
        raise _Refused(f"{file} is not a game record (it is not text); give the JSON file "
                       "that /history record produced.") from None
    except OSError as exc:
        raise _Refused(f"Cannot read {file}: {exc.strerror or exc}.") from None


def _replay(file: Path, text: str, target: Path) -> int:
    import games
    from games.record import Record, RecordError, verify
    from rendering import renderer

    try:
        record = Record.loads(text)
        state = verify(record)
    except RecordError as exc:
        raise _Refused(f"{file}: {exc}") from None
    engine = games.get(record.game)
    image = renderer(record.game).render_board(engine.view(state, None))
    try:
        target.write_bytes(image)
    except OSError as exc:
        raise _Refused(f"Cannot write the board to {target}: {exc.strerror or exc}.") from None
    outcome = engine.outcome(state)
    status = f"finished: {outcome.reason}" if outcome else "not finished"
    print(f"{file}: {engine.title}, {len(record.moves)} moves replayed, {status}. "
          f"Final board written to {target}.")
    return 0
