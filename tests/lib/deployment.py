"""The parts of a deployment on one machine, for drills and benchmarks:
a PostgreSQL server of its own (no instance owns it, so instances can stop
and start around it) and HAProxy in front of instances of the service,
with the settings of `deploy/haproxy.cfg`. Both come from Debian's
packages."""

import os
import shutil
import socket
import subprocess
import time
from pathlib import Path


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def as_postgres(args, **kwargs):
    """Runs a PostgreSQL program as the `postgres` user (servers refuse root)."""
    if os.geteuid() == 0:
        args = ["runuser", "-u", "postgres", "--"] + args
    return subprocess.run(args, check=True, capture_output=True, cwd="/", **kwargs)


def pg_program(name):
    versions = sorted(Path("/usr/lib/postgresql").glob(f"*/bin/{name}"), key=lambda p: int(p.parts[-3]))
    return str(versions[-1]) if versions else name


class Postgres:
    """A PostgreSQL server in `directory`, on a Unix socket there."""

    def __init__(self, directory, port=5432):
        self.directory, self.port = Path(directory), port

    def url(self, database="carcassonne"):
        return f"postgresql:///{database}?host={self.directory}&port={self.port}&user=postgres"

    def create(self, settings=None):
        """A new cluster with one database, `carcassonne`, started, with
        `settings` (name: value) added to its configuration."""
        self.make_directory()
        as_postgres([pg_program("initdb"), "-D", str(self.directory), "-U", "postgres", "--auth=trust",
                     "-E", "UTF8", "--no-instructions"])
        with open(self.directory / "postgresql.conf", "a") as conf:
            conf.writelines(f"{name} = '{value}'\n" for name, value in (settings or {}).items())
        self.start()
        as_postgres([pg_program("createdb"), "-h", str(self.directory), "-p", str(self.port), "-U", "postgres",
                     "carcassonne"])
        return self

    def make_directory(self):
        self.directory.mkdir(parents=True, mode=0o700)
        if os.geteuid() == 0:
            shutil.chown(self.directory, "postgres")

    def start(self):
        options = f"-c listen_addresses='' -k '{self.directory}' -p {self.port}"
        as_postgres([pg_program("pg_ctl"), "-D", str(self.directory), "-l", str(self.directory / "server.log"),
                     "-w", "-o", options, "start"])

    def stop(self, mode="fast"):
        if (self.directory / "postmaster.pid").exists():
            as_postgres([pg_program("pg_ctl"), "-D", str(self.directory), "-m", mode, "-w", "stop"])

    def standby(self, directory):
        """A hot standby of this server in `directory`: a base backup
        streaming from it (PostgreSQL's defaults allow that on the socket),
        started."""
        standby = Postgres(directory, self.port)
        standby.make_directory()
        as_postgres([pg_program("pg_basebackup"), "-D", str(standby.directory), "-h", str(self.directory),
                     "-p", str(self.port), "-U", "postgres", "-R", "-X", "stream", "-c", "fast"])
        # This server's socket lives in its data directory: the copy of its
        # lock would keep the standby from opening its own.
        (standby.directory / f".s.PGSQL.{self.port}.lock").unlink(missing_ok=True)
        standby.start()
        return standby

    def query(self, sql, database="postgres"):
        """One value of `sql`, by psql."""
        return as_postgres(["psql", "-h", str(self.directory), "-p", str(self.port), "-U", "postgres", "-d", database,
                            "-Atc", sql], text=True).stdout.strip()


class Balancer:
    """HAProxy on a loopback port in front of `backends` (ports), set up as
    `deploy/haproxy.cfg` says (only its address and servers differ)."""

    def __init__(self, directory, backends):
        self.directory, self.port = Path(directory), free_port()
        self.base = f"http://127.0.0.1:{self.port}"
        template = (Path(__file__).parents[2] / "deploy" / "haproxy.cfg").read_text().splitlines()
        lines = [f"    bind 127.0.0.1:{self.port}" if line.strip().startswith("bind ") else line
                 for line in template if not line.strip().startswith("server ")]
        lines += [f"    server i{n} 127.0.0.1:{port} check" for n, port in enumerate(backends)]
        config = self.directory / "haproxy.cfg"
        config.write_text("\n".join(lines) + "\n")
        if shutil.which("haproxy") is None:
            raise RuntimeError("HAProxy is not installed: apt-get install haproxy")
        log = open(self.directory / "haproxy.log", "a")
        self.process = subprocess.Popen(["haproxy", "-db", "-f", str(config)], stdout=log, stderr=log)
        for _ in range(100):
            try:
                socket.create_connection(("127.0.0.1", self.port), timeout=1).close()
                return
            except OSError:
                time.sleep(0.05)
        raise RuntimeError("HAProxy did not start: " + (self.directory / "haproxy.log").read_text())

    def stop(self):
        self.process.terminate()
        self.process.wait(timeout=10)
