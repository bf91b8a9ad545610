"""Settings that would only fail later (an empty database path, a yes/no setting that is
neither) are refused when they are read, with a sentence saying what to write instead."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.ops.config import ConfigError, Settings, load_settings

TOKEN = "MTIzNDU2Nzg5MDEyMzQ1Njc4OQ.GaBcDe.abcdefghijklmnopqrstuvwxyz0123456789AB"


def settings(tmp_path: Path, **env: str) -> Settings:
    return load_settings(env={"DISCORD_TOKEN": TOKEN, **env}, dotenv=tmp_path / "none.env")


@pytest.mark.parametrize("value", ["", "   "])
def test_an_empty_database_path_is_refused(tmp_path: Path, value: str) -> None:
    with pytest.raises(ConfigError, match="DATABASE_PATH is empty"):
        settings(tmp_path, DATABASE_PATH=value)


def test_the_database_path_defaults_and_is_kept(tmp_path: Path) -> None:
    assert settings(tmp_path).database == Path("starpost.sqlite3")
    assert settings(tmp_path, DATABASE_PATH=" games/bot.db ").database == Path("games/bot.db")


def test_the_members_intent_is_off_unless_asked_for(tmp_path: Path) -> None:
    assert settings(tmp_path).members_intent is False
    assert settings(tmp_path, MEMBERS_INTENT="").members_intent is False


@pytest.mark.parametrize(("value", "expected"), [
    ("true", True), ("TRUE", True), (" yes ", True), ("1", True), ("on", True),
    ("false", False), ("No", False), ("0", False), ("off", False),
])
def test_the_members_intent_reads_yes_and_no(tmp_path: Path, value: str,
                                             expected: bool) -> None:
    assert settings(tmp_path, MEMBERS_INTENT=value).members_intent is expected


@pytest.mark.parametrize("value", ["maybe", "2", "enabled"])
def test_a_members_intent_that_is_neither_yes_nor_no_is_refused(tmp_path: Path,
                                                                value: str) -> None:
    with pytest.raises(ConfigError) as refused:
        settings(tmp_path, MEMBERS_INTENT=value)
    message = str(refused.value)
    assert f"MEMBERS_INTENT must be true or false, not {value!r}" in message
    assert "Server Members Intent" in message


def test_the_members_intent_can_come_from_dotenv(tmp_path: Path) -> None:
    dotenv = tmp_path / ".env"
    dotenv.write_text(f"DISCORD_TOKEN={TOKEN}\nMEMBERS_INTENT=true\n", encoding="utf-8")
    assert load_settings(env={}, dotenv=dotenv).members_intent is True


def test_render_workers_follow_the_cores_unless_a_number_is_given(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("os.cpu_count", lambda: 6)
    assert settings(tmp_path).render_workers == 6
    assert settings(tmp_path, RENDER_WORKERS=" Auto ").render_workers == 6
    assert settings(tmp_path, RENDER_WORKERS="1").render_workers == 1
    assert settings(tmp_path, RENDER_WORKERS="0").render_workers == 0
    monkeypatch.setattr("os.cpu_count", lambda: None)
    assert settings(tmp_path).render_workers == 1


@pytest.mark.parametrize("value", ["two", "-1", "1.5"])
def test_render_workers_must_be_auto_or_a_number(tmp_path: Path, value: str) -> None:
    with pytest.raises(ConfigError, match="RENDER_WORKERS must be auto"):
        settings(tmp_path, RENDER_WORKERS=value)


def test_ai_priority_is_idle_unless_low_and_refuses_anything_else(tmp_path: Path) -> None:
    assert settings(tmp_path).ai_priority == "idle"
    assert settings(tmp_path, AI_PRIORITY=" Low ").ai_priority == "low"
    assert settings(tmp_path, AI_PRIORITY="").ai_priority == "idle"
    with pytest.raises(ConfigError, match=r"AI_PRIORITY must be idle .* or low"):
        settings(tmp_path, AI_PRIORITY="high")
