"""A real PostgreSQL server for the tests, started in a temporary folder and stopped after.

The tests start it themselves (``initdb`` + ``pg_ctl`` from the PostgreSQL that Debian
packages), on a free port of 127.0.0.1, with its socket and data in a folder of its own, so
they need no server set up beforehand and leave nothing behind. Each test process starts
its own (with pytest-xdist, every worker that runs a PostgreSQL test has one server, on a
port and in a folder of its own), and each test gets a database of its own on it.
PostgreSQL refuses to run as root: as root the server runs as the ``postgres`` user the
Debian package creates (the folder is handed to it). Durability settings are off (``fsync``
...) unless a test asks for them: most tests kill client processes, never the server, and a
test server has nothing to keep; the tests that crash the server start a durable one.

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
START_ATTEMPTS = 5


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
    options: str = ""  # the server's command-line options, to start it again the same way

    @classmethod
    def start(cls, max_connections: int = 300, durable: bool = False) -> PostgresServer:
        """A new server. ``durable`` keeps PostgreSQL's own durability (``fsync``, commits
        that wait for the disk), for tests that crash the server and count what survived."""
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
        data = folder / "data"
        run = [*as_user]
        subprocess.run([*run, str(bin_dir / "initdb"), "-D", str(data), "-U", "postgres",
                        "--auth=trust", "-E", "UTF8", "--locale=C", "--no-sync"],
                       check=True, capture_output=True)
        # The port is free when chosen but not held: another process (a parallel test
        # worker starting its own server, a fake Discord) may take it before PostgreSQL
        # binds it. Such a server stops at once, and starts again on another free port.
        for attempt in range(1, START_ATTEMPTS + 1):
            port = free_port()
            options = (f"-p {port} -k {folder} -c listen_addresses=127.0.0.1 "
                       f"-c max_connections={max_connections}")
            if not durable:
                options += " -c fsync=off -c synchronous_commit=off -c full_page_writes=off"
            result = subprocess.run([*run, str(bin_dir / "pg_ctl"), "-D", str(data), "-o",
                                     options, "-l", str(folder / f"server-{attempt}.log"),
                                     "-w", "-t", "60", "start"],
                                    capture_output=True, text=True)
            if result.returncode == 0:
                return cls(bin_dir, folder, port, "postgres", as_user, itertools.count(1),
                           options)
            log_file = folder / f"server-{attempt}.log"
            log = log_file.read_text(errors="replace")[-2000:] if log_file.exists() else ""
            if "could not bind" not in log or attempt == START_ATTEMPTS:
                shutil.rmtree(folder, ignore_errors=True)
                raise RuntimeError(f"PostgreSQL did not start: {result.stderr}\n{log}")
        raise AssertionError("unreachable")

    def url(self, database: str = "postgres") -> str:
        return f"postgresql://{self.user}@127.0.0.1:{self.port}/{database}"

    def new_name(self) -> str:
        return f"starpost_test_{os.getpid()}_{next(self._names)}"

    def halt(self, mode: str = "fast") -> None:
        """Stop the server as an operator or a crash would (``pg_ctl stop -m fast`` or
        ``immediate``), keeping its data to :meth:`resume` on the same port."""
        subprocess.run([*self.as_user, str(self.bin_dir / "pg_ctl"), "-D",
                        str(self.folder / "data"), "-m", mode, "-w", "stop"],
                       check=True, capture_output=True)

    def resume(self) -> None:
        """Start a halted server again, on its port, with its data."""
        subprocess.run([*self.as_user, str(self.bin_dir / "pg_ctl"), "-D",
                        str(self.folder / "data"), "-o", self.options, "-l",
                        str(self.folder / "resumed.log"), "-w", "-t", "60", "start"],
                       check=True, capture_output=True)

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
