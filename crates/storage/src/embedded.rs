//! A private PostgreSQL server run from the locally installed binaries, for
//! `cargo run` without `DATABASE_URL` and for the tests: `initdb` on first
//! use, listening only on a unix socket inside its data directory, stopped
//! when the owner drops it. PostgreSQL refuses to run as root, so a root
//! process runs it as the unprivileged `postgres` system user.
//!
//! After a crash: a server still shutting down (killed with the service) is
//! waited for and started again; a server left running by a service that was
//! killed alone is adopted, and stopped when this service stops. The owning
//! process's id is kept in `carcassonne.pid` in the data directory.

use diesel::{Connection, PgConnection, RunQueryDsl};
use std::os::unix::fs::MetadataExt;
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// Why the private server could not be provided.
#[derive(Debug, thiserror::Error)]
pub enum EmbeddedError {
    /// No `initdb`/`pg_ctl` on this machine.
    #[error(
        "PostgreSQL server binaries (initdb, pg_ctl) were not found. Install them \
         (Debian/Ubuntu: `apt-get install postgresql`), point PG_BIN_DIR at their directory, \
         or set DATABASE_URL to an existing server"
    )]
    NoBinaries,
    /// Running as root without a user to drop to.
    #[error(
        "running as root, but there is no unprivileged `postgres` system user to run the private \
         PostgreSQL server as (PostgreSQL refuses to run as root); create one \
         (`apt-get install postgresql` does) or set DATABASE_URL"
    )]
    NoUnprivilegedUser,
    /// The unprivileged user cannot reach the data directory.
    #[error(
        "the postgres user cannot reach {0} (a parent directory is not searchable by it); \
         choose a DATA_DIR under a world-searchable directory such as /tmp"
    )]
    Unreachable(PathBuf),
    /// The socket path would be longer than unix sockets allow.
    #[error("data directory path {0} is too long for a unix socket; choose a shorter DATA_DIR")]
    PathTooLong(PathBuf),
    /// A file-system step failed.
    #[error("{context}: {source}")]
    Io {
        /// What was being done.
        context: String,
        /// The error.
        source: std::io::Error,
    },
    /// A PostgreSQL tool failed.
    #[error("{tool} failed: {detail}")]
    Tool {
        /// Which tool.
        tool: &'static str,
        /// Its output.
        detail: String,
    },
    /// The server started but could not be used.
    #[error("could not set up the database: {0}")]
    Setup(String),
}

const PORT: u16 = 5432;

/// How long start-up waits for a server that is shutting down or starting.
const SETTLE: std::time::Duration = std::time::Duration::from_secs(30);

/// The file naming the process that owns the running server.
const OWNER_FILE: &str = "carcassonne.pid";

/// A running private PostgreSQL server.
pub struct EmbeddedPostgres {
    data_dir: PathBuf,
    bin_dir: PathBuf,
    run_as: Option<(u32, u32)>,
    /// Whether this process started it (and so stops it).
    owned: bool,
}

impl EmbeddedPostgres {
    /// Starts (initialising on first use) the server whose data lives in
    /// `data_dir`, or attaches to it if it is already running.
    pub fn start(data_dir: &Path) -> Result<EmbeddedPostgres, EmbeddedError> {
        let bin_dir = find_binaries().ok_or(EmbeddedError::NoBinaries)?;
        let run_as = if running_as_root() {
            Some(system_user("postgres").ok_or(EmbeddedError::NoUnprivilegedUser)?)
        } else {
            None
        };
        let data_dir = absolute(data_dir)?;
        if data_dir.join(".s.PGSQL.5432").as_os_str().len() > 100 {
            return Err(EmbeddedError::PathTooLong(data_dir));
        }
        if run_as.is_some_and(|(uid, gid)| !searchable_by(uid, gid, &data_dir)) {
            return Err(EmbeddedError::Unreachable(data_dir));
        }
        let mut server = EmbeddedPostgres { data_dir, bin_dir, run_as, owned: false };
        if !server.data_dir.join("PG_VERSION").exists() {
            server.init()?;
        }
        let deadline = std::time::Instant::now() + SETTLE;
        loop {
            if !server.is_running() {
                match server.launch() {
                    Ok(()) => {
                        server.take_ownership();
                        return Ok(server);
                    }
                    // The killed server's processes may still hold its
                    // shared memory for a moment.
                    Err(e) if std::time::Instant::now() > deadline => return Err(e),
                    Err(e) => tracing::warn!(error = %e, "starting the private server failed; retrying"),
                }
            } else if server.accepts_connections() {
                if !server.owner_alive() {
                    // Left running by a service that died: ours now.
                    server.take_ownership();
                }
                return Ok(server);
            }
            // Running but not answering: shutting down after a crash, or
            // still starting. Wait for it to settle either way.
            if std::time::Instant::now() > deadline {
                return Err(EmbeddedError::Setup("the private server neither answers nor stops".into()));
            }
            std::thread::sleep(std::time::Duration::from_millis(100));
        }
    }

    /// Whether the server takes connections now.
    fn accepts_connections(&self) -> bool {
        PgConnection::establish(&self.url("postgres")).is_ok()
    }

    /// Whether the process recorded as the server's owner is alive.
    fn owner_alive(&self) -> bool {
        let owner = std::fs::read_to_string(self.data_dir.join(OWNER_FILE)).ok();
        let pid = owner.and_then(|pid| pid.trim().parse::<u32>().ok());
        pid.is_some_and(|pid| pid == std::process::id() || Path::new(&format!("/proc/{pid}")).exists())
    }

    /// Records this process as the server's owner: it stops the server.
    fn take_ownership(&mut self) {
        self.owned = true;
        if let Err(e) = std::fs::write(self.data_dir.join(OWNER_FILE), std::process::id().to_string()) {
            tracing::warn!(error = %e, "recording the private server's owner failed");
        }
    }

    /// A libpq URL for `database` on this server.
    pub fn url(&self, database: &str) -> String {
        format!("postgresql:///{database}?host={}&port={PORT}&user=postgres", self.data_dir.display())
    }

    /// Creates `database` unless it exists.
    pub fn ensure_database(&self, database: &str) -> Result<(), EmbeddedError> {
        let mut conn =
            PgConnection::establish(&self.url("postgres")).map_err(|e| EmbeddedError::Setup(e.to_string()))?;
        let exists = diesel::sql_query("SELECT 1 FROM pg_database WHERE datname = $1")
            .bind::<diesel::sql_types::Text, _>(database)
            .execute(&mut conn)
            .map_err(|e| EmbeddedError::Setup(e.to_string()))?;
        if exists == 0 {
            let name = quote_identifier(database);
            diesel::sql_query(format!("CREATE DATABASE {name}"))
                .execute(&mut conn)
                .map_err(|e| EmbeddedError::Setup(e.to_string()))?;
        }
        Ok(())
    }

    /// Drops `database`, disconnecting its sessions.
    pub fn drop_database(&self, database: &str) -> Result<(), EmbeddedError> {
        let mut conn =
            PgConnection::establish(&self.url("postgres")).map_err(|e| EmbeddedError::Setup(e.to_string()))?;
        let name = quote_identifier(database);
        diesel::sql_query(format!("DROP DATABASE IF EXISTS {name} WITH (FORCE)"))
            .execute(&mut conn)
            .map_err(|e| EmbeddedError::Setup(e.to_string()))?;
        Ok(())
    }

    /// A hot standby of this server with its data in `data_dir`, made
    /// anew (a base backup streaming from this server) and started.
    pub fn new_standby(&self, data_dir: &Path) -> Result<EmbeddedPostgres, EmbeddedError> {
        let data_dir = absolute(data_dir)?;
        // Not owned: dropping this handle must not stop the server started below.
        let standby = EmbeddedPostgres { data_dir, bin_dir: self.bin_dir.clone(), run_as: self.run_as, owned: false };
        let dir = standby.data_dir.display().to_string();
        if standby.is_running() {
            standby.run("pg_ctl", &["-D", &dir, "-m", "immediate", "-w", "stop"])?;
        }
        if standby.data_dir.exists() {
            std::fs::remove_dir_all(&standby.data_dir)
                .map_err(|source| EmbeddedError::Io { context: format!("removing {dir}"), source })?;
        }
        standby.create_data_dir()?;
        let primary = self.data_dir.display().to_string();
        let port = PORT.to_string();
        let args = ["-D", &dir, "-h", &primary, "-p", &port, "-U", "postgres", "-R", "-X", "stream", "-c", "fast"];
        standby.run("pg_basebackup", &args)?;
        // The primary's socket lives in its data directory: the copy of its
        // lock would keep the standby from opening its own.
        for copied in [".s.PGSQL.5432.lock", OWNER_FILE] {
            let _ = std::fs::remove_file(standby.data_dir.join(copied));
        }
        EmbeddedPostgres::start(&standby.data_dir)
    }

    /// Leaves the server running when this handle is dropped (the tests
    /// share one server between test binaries).
    pub fn detach(&mut self) {
        self.owned = false;
    }

    /// Stops the server if this process owns it.
    pub fn stop(&mut self) {
        if self.owned {
            let dir = self.data_dir.display().to_string();
            if let Err(e) = self.run("pg_ctl", &["-D", &dir, "-m", "fast", "-w", "stop"]) {
                tracing::warn!(error = %e, "stopping the private PostgreSQL server failed");
            }
            let _ = std::fs::remove_file(self.data_dir.join(OWNER_FILE));
            self.owned = false;
        }
    }

    /// The data directory, empty, the server's user's and no one else's
    /// (PostgreSQL refuses to start otherwise).
    fn create_data_dir(&self) -> Result<(), EmbeddedError> {
        use std::os::unix::fs::PermissionsExt;
        std::fs::create_dir_all(&self.data_dir)
            .and_then(|()| std::fs::set_permissions(&self.data_dir, std::fs::Permissions::from_mode(0o700)))
            .map_err(|source| EmbeddedError::Io { context: format!("creating {}", self.data_dir.display()), source })?;
        if let Some((uid, gid)) = self.run_as {
            std::os::unix::fs::chown(&self.data_dir, Some(uid), Some(gid)).map_err(|source| EmbeddedError::Io {
                context: format!("handing {} to the postgres user", self.data_dir.display()),
                source,
            })?;
        }
        Ok(())
    }

    fn init(&self) -> Result<(), EmbeddedError> {
        self.create_data_dir()?;
        tracing::info!(dir = %self.data_dir.display(), "initialising a private PostgreSQL data directory");
        let dir = self.data_dir.display().to_string();
        self.run("initdb", &["-D", &dir, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-instructions"])?;
        Ok(())
    }

    fn launch(&self) -> Result<(), EmbeddedError> {
        let dir = self.data_dir.display().to_string();
        let log = self.data_dir.join("server.log").display().to_string();
        let options = format!("-c listen_addresses='' -k '{dir}' -p {PORT}");
        tracing::info!(dir = %dir, "starting the private PostgreSQL server");
        self.run("pg_ctl", &["-D", &dir, "-l", &log, "-w", "-t", "60", "-o", &options, "start"])?;
        Ok(())
    }

    fn is_running(&self) -> bool {
        let dir = self.data_dir.display().to_string();
        self.command("pg_ctl").args(["-D", &dir, "status"]).output().is_ok_and(|o| o.status.success())
    }

    fn command(&self, tool: &str) -> Command {
        let mut command = Command::new(self.bin_dir.join(tool));
        // The unprivileged user may not be able to enter our working directory.
        command.current_dir("/");
        if let Some((uid, gid)) = self.run_as {
            command.uid(uid).gid(gid);
        }
        command
    }

    fn run(&self, tool: &'static str, args: &[&str]) -> Result<Output, EmbeddedError> {
        let output = self
            .command(tool)
            .args(args)
            .output()
            .map_err(|source| EmbeddedError::Io { context: format!("running {tool}"), source })?;
        if output.status.success() {
            Ok(output)
        } else {
            let detail = String::from_utf8_lossy(&output.stderr).trim().to_owned();
            Err(EmbeddedError::Tool { tool, detail })
        }
    }
}

impl Drop for EmbeddedPostgres {
    fn drop(&mut self) {
        self.stop();
    }
}

fn absolute(path: &Path) -> Result<PathBuf, EmbeddedError> {
    std::path::absolute(path)
        .map_err(|source| EmbeddedError::Io { context: format!("resolving {}", path.display()), source })
}

/// `PG_BIN_DIR`, then `pg_config --bindir`, then the newest
/// `/usr/lib/postgresql/*/bin`, then `PATH`.
fn find_binaries() -> Option<PathBuf> {
    let has_tools = |dir: &Path| dir.join("initdb").is_file() && dir.join("pg_ctl").is_file();
    if let Some(dir) = std::env::var_os("PG_BIN_DIR").map(PathBuf::from) {
        return has_tools(&dir).then_some(dir);
    }
    let from_pg_config = Command::new("pg_config")
        .arg("--bindir")
        .output()
        .ok()
        .filter(|o| o.status.success())
        .map(|o| PathBuf::from(String::from_utf8_lossy(&o.stdout).trim()));
    let mut debian: Vec<PathBuf> = std::fs::read_dir("/usr/lib/postgresql")
        .into_iter()
        .flatten()
        .flatten()
        .map(|entry| entry.path().join("bin"))
        .collect();
    debian.sort_by_key(|dir| {
        dir.parent()
            .and_then(|v| v.file_name())
            .and_then(|v| v.to_str())
            .and_then(|v| v.parse::<u32>().ok())
            .unwrap_or(0)
    });
    let on_path = std::env::var_os("PATH").into_iter().flat_map(|p| std::env::split_paths(&p).collect::<Vec<_>>());
    from_pg_config.into_iter().chain(debian.into_iter().rev()).chain(on_path).find(|dir| has_tools(dir))
}

/// Whether every existing ancestor of `path` lets `uid`/`gid` pass through.
fn searchable_by(uid: u32, gid: u32, path: &Path) -> bool {
    path.ancestors().skip(1).filter_map(|dir| std::fs::metadata(dir).ok()).all(|m| {
        let mode = m.mode();
        if m.uid() == uid {
            mode & 0o100 != 0
        } else if m.gid() == gid {
            mode & 0o010 != 0
        } else {
            mode & 0o001 != 0
        }
    })
}

fn running_as_root() -> bool {
    // /proc/self belongs to the effective user of this process.
    std::fs::metadata("/proc/self").is_ok_and(|m| m.uid() == 0)
}

/// uid and gid of a system user, from /etc/passwd.
fn system_user(name: &str) -> Option<(u32, u32)> {
    let passwd = std::fs::read_to_string("/etc/passwd").ok()?;
    passwd.lines().find_map(|line| {
        let fields: Vec<&str> = line.split(':').collect();
        match fields.as_slice() {
            [user, _, uid, gid, ..] if *user == name => Some((uid.parse().ok()?, gid.parse().ok()?)),
            _ => None,
        }
    })
}

fn quote_identifier(name: &str) -> String {
    format!("\"{}\"", name.replace('"', "\"\""))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn identifiers_are_quoted() {
        assert_eq!(quote_identifier("a\"b"), "\"a\"\"b\"");
    }

    #[test]
    fn searchable_directories() {
        let (uid, gid) = (65_534, 65_534);
        assert!(searchable_by(uid, gid, Path::new("/tmp/some/dir")));
        let locked = std::env::temp_dir().join(format!("locked-{}", std::process::id()));
        std::fs::create_dir_all(locked.join("inner")).unwrap();
        std::fs::set_permissions(&locked, std::os::unix::fs::PermissionsExt::from_mode(0o700)).unwrap();
        assert!(!searchable_by(uid, gid, &locked.join("inner/data")));
        std::fs::remove_dir_all(&locked).unwrap();
    }

    #[test]
    fn system_users_are_read_from_passwd() {
        assert_eq!(system_user("root"), Some((0, 0)));
        assert_eq!(system_user("no-such-user-here"), None);
    }
}
