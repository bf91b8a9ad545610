"""A real PostgreSQL server for the tests, started in a temporary folder and stopped after.

The tests start it themselves (``initdb`` + ``pg_ctl`` from the PostgreSQL that Debian
packages), on a free port of 127.0.0.1, with its socket and data in a folder of its own, so
they need no server set up beforehand and leave nothing behind. PostgreSQL refuses to run
as root: as root the server runs as the ``postgres`` user the Debian package creates (the
folder is handed to it). Durability settings are off (``fsync``...): the tests kill client
processes, never the server, and a test server has nothing to keep.

Where the binaries are missing the PostgreSQL tests are skipped with a sentence saying how
to install them, except where ``STARPOST_REQUIRE_POSTGRES=1`` (CI sets it): there a missing
server fails the run, so CI never skips them.
"""

from __future__ import annotations

import glob
import itertools
import os
import shutil
import socket
import subprocess
import tempfile
from dataclasses import dataclass
from pathlib import Path

import pytest

INSTALL_HINT = ("PostgreSQL is not installed, so the PostgreSQL tests are skipped; install it "
                "with `apt-get install postgresql` (Debian/Ubuntu) to run them.")
REQUIRE = "STARPOST_REQUIRE_POSTGRES"


def find_bin() -> Path | None:
    """The folder holding initdb and pg_ctl: Debian keeps them out of PATH, per version."""
    found = shutil.which("pg_ctl")
    if found:
        return Path(found).resolve().parent
    versions = sorted(glob.glob("/usr/lib/postgresql/*/bin/pg_ctl"),
                      key=lambda p: int(Path(p).parts[-3]) if Path(p).parts[-3].isdigit() else 0)
    return Path(versions[-1]).parent if versions else None


def unavailable(reason: str) -> None:
    """Skip (locally) or fail (where the server is required) for a missing server."""
    if os.environ.get(REQUIRE, "") == "1":
        pytest.fail(f"{reason} ({REQUIRE}=1 requires the PostgreSQL tests to run)")
    pytest.skip(reason)


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@dataclass
class PostgresServer:
    """A running server; :meth:`url` names one of its databases."""

    bin_dir: Path
    folder: Path
    port: int
    user: str
    as_user: list[str]  # command prefix to run as the server's owner
    _names: itertools.count[int]

    @classmethod
    def start(cls) -> PostgresServer:
        bin_dir = find_bin()
        if bin_dir is None:
            unavailable(INSTALL_HINT)
            raise AssertionError("unreachable")
        as_user: list[str] = []
        folder = Path(tempfile.mkdtemp(prefix="starpost-pg-"))
        if os.geteuid() == 0:
            try:
                import pwd

                owner = pwd.getpwnam("postgres")
            except KeyError:
                shutil.rmtree(folder, ignore_errors=True)
                unavailable("PostgreSQL refuses to run as root and there is no `postgres` "
                            "user to run it as; install the server with "
                            "`apt-get install postgresql`, which creates that user.")
                raise AssertionError("unreachable") from None
            os.chown(folder, owner.pw_uid, owner.pw_gid)
            as_user = ["runuser", "-u", "postgres", "--"]
        os.chmod(folder, 0o700)
        port = free_port()
        data = folder / "data"
        run = [*as_user]
        subprocess.run([*run, str(bin_dir / "initdb"), "-D", str(data), "-U", "postgres",
                        "--auth=trust", "-E", "UTF8", "--locale=C", "--no-sync"],
                       check=True, capture_output=True)
        options = (f"-p {port} -k {folder} -c listen_addresses=127.0.0.1 -c fsync=off "
                   "-c synchronous_commit=off -c full_page_writes=off -c max_connections=300")
        result = subprocess.run([*run, str(bin_dir / "pg_ctl"), "-D", str(data), "-o", options,
                                 "-l", str(folder / "server.log"), "-w", "-t", "60", "start"],
                                capture_output=True, text=True)
        if result.returncode != 0:
            log = (folder / "server.log").read_text(errors="replace")[-2000:]
            shutil.rmtree(folder, ignore_errors=True)
            raise RuntimeError(f"PostgreSQL did not start: {result.stderr}\n{log}")
        return cls(bin_dir, folder, port, "postgres", as_user, itertools.count(1))

    def url(self, database: str = "postgres") -> str:
        return f"postgresql://{self.user}@127.0.0.1:{self.port}/{database}"

    def new_name(self) -> str:
        return f"starpost_test_{os.getpid()}_{next(self._names)}"

    def stop(self) -> None:
        subprocess.run([*self.as_user, str(self.bin_dir / "pg_ctl"), "-D",
                        str(self.folder / "data"), "-m", "immediate", "-w", "stop"],
                       capture_output=True)
        shutil.rmtree(self.folder, ignore_errors=True)


async def create_database(server: PostgresServer) -> str:
    """A new empty database on ``server``; returns its URL."""
    import asyncpg

    name = server.new_name()
    admin = await asyncpg.connect(server.url())
    try:
        await admin.execute(f'CREATE DATABASE "{name}"')
    finally:
        await admin.close()
    return server.url(name)


async def drop_database(server: PostgresServer, url: str) -> None:
    """Drop a test's database, ending any session a killed process left on it."""
    import asyncpg

    name = url.rsplit("/", 1)[1]
    admin = await asyncpg.connect(server.url())
    try:
        await admin.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
    finally:
        await admin.close()
