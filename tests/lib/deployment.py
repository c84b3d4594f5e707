"""The parts of a deployment on one machine, for drills and benchmarks:
a PostgreSQL server of its own (no instance owns it, so instances can stop
and start around it), pg_auto_failover's monitor and two nodes, and
HAProxy in front of instances of the service, with the settings of
`deploy/haproxy.cfg`. All come from Debian's packages."""

import os
import random
import shutil
import signal
import socket
import subprocess
import time
from pathlib import Path


_handed_out: set[int] = set()


def free_port():
    """A port free now, below the kernel's ephemeral range (where a port
    from `bind(0)` comes from, and where outgoing connections could take
    it before a server binds it), and not handed out before by this
    process (two calls in a row could otherwise name one port twice)."""
    with open("/proc/sys/net/ipv4/ip_local_port_range") as f:
        ephemeral = int(f.read().split()[0])
    while True:
        port = random.randrange(max(1024, ephemeral - 20000), ephemeral)
        if port in _handed_out:
            continue
        with socket.socket() as s:
            try:
                s.bind(("", port))
            except OSError:
                continue
        _handed_out.add(port)
        return port


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


class AutoFailover:
    """pg_auto_failover (Debian's postgresql-15-auto-failover) in
    `directory`: a monitor and two PostgreSQL nodes on loopback ports,
    each run by its `pg_autoctl` keeper, replicating synchronously. A
    node's directory stands for its machine."""

    def __init__(self, directory):
        self.directory = Path(directory)
        self.directory.mkdir(mode=0o700)
        if os.geteuid() == 0:
            shutil.chown(self.directory, "postgres")
        self.monitor_port = free_port()
        self.ports = [free_port(), free_port()]
        self.keepers = {}

    def pgdata(self, name):
        return self.directory / name

    def url(self, database="carcassonne"):
        """The multi-host URL a client connects with: whichever node is
        the primary."""
        hosts = ",".join(f"localhost:{port}" for port in self.ports)
        return f"postgres://postgres@{hosts}/{database}?target_session_attrs=read-write&connect_timeout=2"

    def autoctl(self, *args, background=False):
        # The keepers' state files go in the directory too.
        env = ["env", f"PATH={Path(pg_program('pg_ctl')).parent}:/usr/bin:/bin",
               f"XDG_CONFIG_HOME={self.directory}/config", f"XDG_DATA_HOME={self.directory}/data"]
        command = ["runuser", "-u", "postgres", "--"] + env + ["pg_autoctl", *args] if os.geteuid() == 0 \
            else env + ["pg_autoctl", *args]
        if background:
            pgdata = args[args.index("--pgdata") + 1]
            log = open(f"{pgdata}.log", "a")
            return subprocess.Popen(command, stdout=log, stderr=log, cwd="/", start_new_session=True)
        done = subprocess.run(command, capture_output=True, text=True, cwd="/")
        if done.returncode:
            raise RuntimeError(f"pg_autoctl {' '.join(args)} exited {done.returncode}: {done.stderr.strip()[-2000:]}")
        return done.stdout

    def create(self):
        """The monitor, then the first node (the primary), then the second
        (a secondary from a base backup of the first); returns once both
        report their states."""
        monitor = str(self.pgdata("monitor"))
        self.autoctl("create", "monitor", "--pgdata", monitor, "--pgport", str(self.monitor_port),
                     "--hostname", "localhost", "--auth", "trust", "--no-ssl")
        self.keepers["monitor"] = self.autoctl("run", "--pgdata", monitor, background=True)
        self.wait(lambda: self.sql(self.monitor_port, "SELECT 1", "pg_auto_failover") == "1")
        # Failures noticed within seconds, not the defaults' 20 or more; a
        # promoted node takes writes 5 s after its old primary stopped
        # answering (30 s by default), the keepers having demoted a primary
        # cut off from the monitor after 3 s (docs/RELIABILITY.md).
        for setting, value in [("health_check_period", "1000"), ("health_check_timeout", "1000"),
                               ("health_check_max_retries", "1"), ("health_check_retry_delay", "500"),
                               ("node_considered_unhealthy_timeout", "3000"), ("primary_demote_timeout", "5000")]:
            self.sql(self.monitor_port, f"ALTER SYSTEM SET pgautofailover.{setting} = {value}", "pg_auto_failover")
        self.sql(self.monitor_port, "SELECT pg_reload_conf()", "pg_auto_failover")
        for n, wanted in enumerate(["single", "secondary"]):
            self.start_node(n, create=True)
            # The secondary's base backup waits for a checkpoint.
            # Two minutes: on a loaded two-core machine a base backup and
            # the first reports have taken more than one.
            try:
                self.wait(lambda: (n == 0 or self.sql(self.ports[0], "CHECKPOINT")) and
                          self.states().get(f"node_{n + 1}") == wanted, seconds=120)
            except RuntimeError as error:
                raise RuntimeError(f"node_{n + 1} did not become {wanted}: {self.report(n)}") from error
            pgdata = str(self.pgdata(f"node{n + 1}"))
            self.autoctl("config", "set", "--pgdata", pgdata, "timeout.network_partition_timeout", "3")
            self.autoctl("reload", "--pgdata", pgdata)
        return self

    def report(self, n):
        """What the monitor last heard and the end of node `n`'s keeper
        log, for a set-up that did not finish."""
        try:
            states = self.states()
        except subprocess.CalledProcessError as error:
            states = f"the monitor did not answer ({error.stderr.strip()})"
        log = Path(f"{self.pgdata(f'node{n + 1}')}.log")
        tail = log.read_text(errors="replace")[-3000:] if log.exists() else "no keeper log"
        return f"states {states}; the keeper's log ends:\n{tail}"

    def healthy(self):
        """Whether one node is the primary and the other its secondary, as
        the monitor hears them: a failover can happen."""
        return sorted(self.states().values()) == ["primary", "secondary"]

    def start_node(self, n, create=False):
        """Starts node `n`'s keeper (creating the node the first time)."""
        pgdata = str(self.pgdata(f"node{n + 1}"))
        args = ["run", "--pgdata", pgdata]
        if create:
            monitor = f"postgres://autoctl_node@localhost:{self.monitor_port}/pg_auto_failover?sslmode=disable"
            args = ["create", "postgres", "--pgdata", pgdata, "--pgport", str(self.ports[n]), "--hostname",
                    "localhost", "--monitor", monitor, "--auth", "trust", "--no-ssl", "--dbname", "carcassonne",
                    "--name", f"node_{n + 1}", "--run"]
        self.keepers[f"node{n + 1}"] = self.autoctl(*args, background=True)

    def kill(self, n, keeper=True):
        """SIGKILL node `n`'s PostgreSQL, and with `keeper` its keeper
        too: the whole machine lost."""
        pgdata = self.pgdata(f"node{n + 1}")
        if keeper:
            keeper_process = self.keepers.pop(f"node{n + 1}")
            os.killpg(keeper_process.pid, signal.SIGKILL)
            keeper_process.wait()
        try:
            os.kill(int((pgdata / "postmaster.pid").read_text().split()[0]), signal.SIGKILL)
        except (FileNotFoundError, ProcessLookupError):
            pass  # it went with its keeper

    def primary(self):
        """The index of the node that answers as the primary, or None."""
        for n, port in enumerate(self.ports):
            try:
                if self.sql(port, "SELECT pg_is_in_recovery()") == "f":
                    return n
            except subprocess.CalledProcessError:
                pass
        return None

    def states(self):
        """Each node's state as the monitor last heard it."""
        rows = self.sql(self.monitor_port, "SELECT nodename, reportedstate FROM pgautofailover.node",
                        "pg_auto_failover")
        return dict(line.split("|") for line in rows.splitlines() if line)

    def sql(self, port, sql, database="postgres"):
        return subprocess.run(["psql", f"postgres://postgres@localhost:{port}/{database}?connect_timeout=2",
                               "-Atc", sql], check=True, capture_output=True, text=True).stdout.strip()

    @staticmethod
    def wait(ready, seconds=60):
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            try:
                if ready():
                    return
            except subprocess.CalledProcessError:
                pass
            time.sleep(0.05)
        raise RuntimeError("pg_auto_failover did not get ready")

    def stop(self):
        for keeper in self.keepers.values():
            try:
                os.killpg(keeper.pid, signal.SIGTERM)
                keeper.wait(timeout=30)
            except (ProcessLookupError, subprocess.TimeoutExpired):
                os.killpg(keeper.pid, signal.SIGKILL)
        self.keepers.clear()
