"""``python -m bot replay``: every way the command can fail is one sentence and status 1.

Most cases call the command's function in-process (an escaping exception fails the test just
as a traceback would); one runs the real ``python -m bot replay`` to check the wiring.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from bot.ops.replay import REPLAY_FAILED, replay

ROOT = Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "tests" / "games" / "golden" / "adastra-3p-101.json"


def refusal(capsys: pytest.CaptureFixture[str], file: Path, out: Path | None = None) -> str:
    assert replay(file, out) == REPLAY_FAILED
    captured = capsys.readouterr()
    assert captured.out == ""
    message = captured.err.strip()
    assert message and "\n" not in message and "Traceback" not in message
    return message


def test_a_binary_file_is_not_a_record(tmp_path: Path,
                                       capsys: pytest.CaptureFixture[str]) -> None:
    file = tmp_path / "photo.json"
    file.write_bytes(bytes(range(256)) * 4)
    message = refusal(capsys, file)
    assert str(file) in message and "is not a game record" in message


def test_malformed_json_is_named(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    file = tmp_path / "cut.json"
    file.write_text(GOLDEN.read_text(encoding="utf-8")[:300], encoding="utf-8")
    message = refusal(capsys, file)
    assert str(file) in message and "not valid JSON" in message


def test_json_that_is_no_record_is_named(tmp_path: Path,
                                         capsys: pytest.CaptureFixture[str]) -> None:
    file = tmp_path / "list.json"
    file.write_text(json.dumps([1, 2, 3]), encoding="utf-8")
    assert "is not a Starpost game record" in refusal(capsys, file)


def test_a_missing_file_is_named(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    file = tmp_path / "absent.json"
    message = refusal(capsys, file)
    assert message == f"Cannot read {file}: No such file or directory."


def test_a_folder_given_as_the_record_cannot_be_read(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    folder = tmp_path / "records.json"
    folder.mkdir()
    message = refusal(capsys, folder, tmp_path / "board.png")
    assert f"{folder} is a folder, not a game record" in message


def test_out_in_a_missing_folder_is_refused_before_replaying(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "boards" / "final.png"
    message = refusal(capsys, GOLDEN, out)
    assert f"the folder {out.parent} does not exist" in message
    assert not out.parent.exists()


def test_out_at_a_folder_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    message = refusal(capsys, GOLDEN, tmp_path)
    assert f"{tmp_path} is a folder" in message
    assert str(tmp_path / "adastra-3p-101.png") in message


def test_the_command_line_says_one_sentence_and_exits_1(tmp_path: Path) -> None:
    file = tmp_path / "noise.json"
    file.write_bytes(os.urandom(2048) + b"\xff\xfe")
    done = subprocess.run([sys.executable, "-m", "bot", "replay", str(file)], cwd=ROOT,
                          capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == 1
    assert done.stdout == ""
    assert done.stderr.strip().splitlines() == [
        f"{file} is not a game record (it is not text); give the JSON file that "
        "/history record produced."]
