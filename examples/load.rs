//! A load generator that costs little CPU: `players` concurrent pairs of
//! accounts play complete games through the API (legal moves, then a
//! random legal command, a new game when one ends), while `readers` poll
//! the game view and legal moves of games in play (half of them asking for
//! gzip, as browsers do) and as many watchers hold the live streams of
//! games in play. Prints requests per second and p50/p95/p99 per endpoint
//! as a Markdown table, and the stream events the watchers received. One
//! client thread: the service and its PostgreSQL keep the machine's other
//! core(s). With several instances (URLs separated by commas), the two
//! seats of a game, the readers and the watchers spread over them.
//!
//! Run against a release build with loose limits:
//! `COMMAND_LIMIT_PER_SECOND=100000 AUTH_LIMIT_PER_MINUTE=100000 target/release/carcassonne &`
//! then `cargo run --release --example load -- http://127.0.0.1:8080[,URL...] [players] [readers] [seconds] [ruleset]`
//! (defaults 32, 0, 20, classic). With `LEAN=1` in the environment,
//! players ask only for what they read, as bots do: the legal moves as
//! commands (`include=commands`) and command responses without the state
//! (`Prefer: return=minimal`). `benches/commands.sh` does both and adds
//! the database floor. With `WEBHOOK_URL` set, every account registers a
//! webhook endpoint there (all kinds), so each command also writes its
//! deliveries (`benches/webhooks.sh`).
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use engine::rng::{GameRng, Seed};
use serde::Deserialize;
use serde::de::DeserializeOwned;
use serde_json::value::RawValue;
use serde_json::{Value, json};
use std::cell::RefCell;
use std::collections::BTreeMap;
use std::rc::Rc;
use std::time::{Duration, Instant};

/// Latencies by endpoint, and the games in play (for readers).
#[derive(Default)]
struct Record {
    latencies: BTreeMap<&'static str, Vec<Duration>>,
    games: Vec<(String, String)>,
    finished: u32,
    streamed: u64,
}

type Shared = Rc<RefCell<Record>>;

struct Client {
    http: awc::Client,
    base: String,
    record: Shared,
}

impl Client {
    /// Sends a request, records its latency under `name`, returns status
    /// and the part of the JSON body that `T` reads (the default when it
    /// does not parse).
    async fn call<T: DeserializeOwned + Default>(
        &self,
        name: &'static str,
        method: &str,
        path: &str,
        token: Option<&str>,
        body: Option<Value>,
        header: Option<(&str, &str)>,
    ) -> (u16, T) {
        let (status, bytes) = self.send(name, method, path, token, body, header).await;
        (status, serde_json::from_slice(&bytes).unwrap_or_default())
    }

    async fn send(
        &self,
        name: &'static str,
        method: &str,
        path: &str,
        token: Option<&str>,
        body: Option<Value>,
        header: Option<(&str, &str)>,
    ) -> (u16, actix_web::web::Bytes) {
        let method = awc::http::Method::from_bytes(method.as_bytes()).unwrap();
        let mut request = self.http.request(method, format!("{}{path}", self.base));
        if let Some(token) = token {
            request = request.insert_header(("Authorization", format!("Bearer {token}")));
        }
        if let Some(header) = header {
            request = request.insert_header(header);
        }
        let started = Instant::now();
        let response = match body {
            Some(body) => request.send_json(&body).await,
            None => request.send().await,
        };
        let Ok(mut response) = response else {
            return (0, Default::default());
        };
        let status = response.status().as_u16();
        let bytes = response.body().limit(1 << 24).await.unwrap_or_default();
        self.record.borrow_mut().latencies.entry(name).or_default().push(started.elapsed());
        (status, bytes)
    }

    /// A game in play, at random, with a token that may read it.
    fn pick_game(&self, rng: &mut GameRng) -> Option<(String, String)> {
        let record = self.record.borrow();
        let count = u32::try_from(record.games.len()).unwrap();
        (count > 0).then(|| record.games[rng.below(count) as usize].clone())
    }

    async fn account(&self, name: &str) -> String {
        let credentials = json!({"username": name, "password": "correct horse battery"});
        let (status, _): (_, Value) =
            self.call("register", "POST", "/v1/accounts", None, Some(credentials.clone()), None).await;
        assert_eq!(status, 201, "registering {name}");
        let (_, login): (_, Value) = self.call("login", "POST", "/v1/auth/login", None, Some(credentials), None).await;
        let token = login["access_token"].as_str().expect("a token").to_owned();
        if let Some(url) = std::env::var("WEBHOOK_URL").ok().filter(|url| !url.is_empty()) {
            let endpoint = json!({"url": url});
            let (status, _): (_, Value) =
                self.call("webhook", "POST", "/v1/me/webhooks", Some(&token), Some(endpoint), None).await;
            assert_eq!(status, 201, "registering a webhook for {name}");
        }
        token
    }
}

/// Two fresh accounts for player `n`.
async fn pair(client: Rc<Client>, n: u64) -> [String; 2] {
    let run = std::process::id();
    [client.account(&format!("load{run}a{n}")).await, client.account(&format!("load{run}b{n}")).await]
}

/// What the player reads of a game view or a command's result: the game's
/// id, and who moves next (in the result, or in the state of a view or of
/// a result from a service that did not say it besides).
#[derive(Default, Deserialize)]
struct Moved {
    id: Option<String>,
    current_player: Option<usize>,
    state: Option<Head>,
}

#[derive(Default, Deserialize)]
struct Head {
    current_player: Option<usize>,
}

impl Moved {
    fn next(&self) -> Option<usize> {
        self.current_player.or_else(|| self.state.as_ref()?.current_player)
    }
}

/// What the player reads of the legal moves: the commands and their seq.
#[derive(Default, Deserialize)]
struct Legal {
    seq: i32,
    #[serde(default)]
    commands: Vec<Box<RawValue>>,
}

/// Plays games between the two accounts of `tokens`, each seat through
/// its own client, until `deadline`; `lean`: asking only for what it reads.
async fn player(clients: [Rc<Client>; 2], n: u64, tokens: [String; 2], ruleset: String, lean: bool, deadline: Instant) {
    let client = &clients[0];
    let mut rng = GameRng::new(Seed::from_u64(n));
    while Instant::now() < deadline {
        let body = json!({"ruleset": ruleset, "options": {"players": 2}, "seat_order": "join_order"});
        let (_, game): (_, Moved) =
            client.call("create", "POST", "/v1/games", Some(&tokens[0]), Some(body), None).await;
        let Some(id) = game.id else { return };
        let _: (_, Value) =
            client.call("join", "POST", &format!("/v1/games/{id}/join"), Some(&tokens[1]), None, None).await;
        let (_, mut moved): (_, Moved) =
            client.call("start", "POST", &format!("/v1/games/{id}/start"), Some(&tokens[0]), None, None).await;
        client.record.borrow_mut().games.push((id.clone(), tokens[0].clone()));
        let (include, prefer) =
            if lean { ("?include=commands", Some(("Prefer", "return=minimal"))) } else { ("", None) };
        while Instant::now() < deadline {
            let Some(seat) = moved.next() else {
                client.record.borrow_mut().finished += 1;
                break;
            };
            let (token, client) = (&tokens[seat.min(1)], &clients[seat.min(1)]);
            let (_, legal): (_, Legal) = client
                .call("legal-moves", "GET", &format!("/v1/games/{id}/legal-moves{include}"), Some(token), None, None)
                .await;
            if legal.commands.is_empty() {
                break;
            }
            let command = &legal.commands[rng.below(u32::try_from(legal.commands.len()).unwrap()) as usize];
            let body = json!({"ruleset": ruleset, "expected_seq": legal.seq, "command": command});
            let path = format!("/v1/games/{id}/commands");
            let (status, result) = client.call("command", "POST", &path, Some(token), Some(body), prefer).await;
            if status != 200 {
                break;
            }
            moved = result;
        }
        let mut record = client.record.borrow_mut();
        record.games.retain(|(game, _)| *game != id);
    }
}

/// Polls the view and legal moves of games in play until `deadline`.
async fn reader(client: Rc<Client>, n: u64, deadline: Instant) {
    let mut rng = GameRng::new(Seed::from_u64(!n));
    while Instant::now() < deadline {
        let Some((id, token)) = client.pick_game(&mut rng) else {
            actix_web::rt::time::sleep(Duration::from_millis(10)).await;
            continue;
        };
        let gzip = n % 2 == 1;
        let (view, moves) = if gzip { ("view (gzip)", "legal-moves (gzip)") } else { ("view", "legal-moves (reader)") };
        let encoding = gzip.then_some(("Accept-Encoding", "gzip"));
        client.send(view, "GET", &format!("/v1/games/{id}"), Some(&token), None, encoding).await;
        client.send(moves, "GET", &format!("/v1/games/{id}/legal-moves"), Some(&token), None, encoding).await;
    }
}

/// Holds the live streams of games in play, one after another, until
/// `deadline`, counting the events received.
async fn watcher(client: Rc<Client>, n: u64, deadline: Instant) {
    use futures_util::StreamExt;
    let mut rng = GameRng::new(Seed::from_u64(n ^ 0x5eed));
    while Instant::now() < deadline {
        let Some((id, token)) = client.pick_game(&mut rng) else {
            actix_web::rt::time::sleep(Duration::from_millis(10)).await;
            continue;
        };
        let request = client
            .http
            .get(format!("{}/v1/games/{id}/stream", client.base))
            .insert_header(("Authorization", format!("Bearer {token}")));
        let Ok(mut stream) = request.send().await else { continue };
        let left = deadline.saturating_duration_since(Instant::now());
        let _ = actix_web::rt::time::timeout(left, async {
            while let Some(Ok(chunk)) = stream.next().await {
                let events = chunk.split(|byte| *byte == b'\n').filter(|line| line.starts_with(b"id:")).count();
                client.record.borrow_mut().streamed += events as u64;
            }
        })
        .await;
    }
}

fn percentile(sorted: &[Duration], p: f64) -> f64 {
    let index = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[index].as_secs_f64() * 1000.0
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let bases = args.get(1).cloned().unwrap_or_else(|| "http://127.0.0.1:8080".into());
    let players: u64 = args.get(2).map_or(32, |a| a.parse().unwrap());
    let readers: u64 = args.get(3).map_or(0, |a| a.parse().unwrap());
    let seconds: u64 = args.get(4).map_or(20, |a| a.parse().unwrap());
    let ruleset = args.get(5).cloned().unwrap_or_else(|| "classic".into());
    let lean = std::env::var("LEAN").is_ok_and(|lean| lean == "1");
    let record: Shared = Rc::default();
    let measured = actix_web::rt::System::new().block_on(async {
        let connections = usize::try_from(players + 2 * readers).unwrap() + 8;
        let http = awc::Client::builder()
            .timeout(Duration::from_secs(30))
            .connector(awc::Connector::new().limit(connections))
            .finish();
        let clients: Vec<Rc<Client>> = bases
            .split(',')
            .map(|base| Rc::new(Client { http: http.clone(), base: base.to_owned(), record: record.clone() }))
            .collect();
        let on = |n: u64| clients[(n % clients.len() as u64) as usize].clone();
        let client = on(0);
        // Accounts first (password hashing is slow on purpose), then the clock starts.
        let pairs: Vec<_> = (0..players).map(|n| actix_web::rt::spawn(pair(client.clone(), n))).collect();
        let mut accounts = Vec::new();
        for pair in pairs {
            accounts.push(pair.await.unwrap());
        }
        client.record.borrow_mut().latencies.retain(|name, _| !matches!(*name, "register" | "login" | "webhook"));
        let deadline = Instant::now() + Duration::from_secs(seconds);
        let started = Instant::now();
        // Scripts that account for CPU time start their clocks here.
        eprintln!("measuring for {seconds} s");
        let mut tasks = Vec::new();
        for (n, tokens) in (0..).zip(accounts) {
            let player = player([on(n), on(n + 1)], n, tokens, ruleset.clone(), lean, deadline);
            tasks.push(actix_web::rt::spawn(player));
        }
        for n in 0..readers {
            tasks.push(actix_web::rt::spawn(reader(on(n), n, deadline)));
            tasks.push(actix_web::rt::spawn(watcher(on(n + 1), n, deadline)));
        }
        for task in tasks {
            task.await.unwrap();
        }
        started.elapsed()
    });
    let record = record.borrow();
    println!(
        "{players} {}players, {readers} readers and as many stream watchers, {ruleset}, {:.1} s, {} games finished, \
         {} stream events received ({:.0}/s)\n",
        if lean { "lean " } else { "" },
        measured.as_secs_f64(),
        record.finished,
        record.streamed,
        record.streamed as f64 / measured.as_secs_f64()
    );
    println!("| endpoint | requests | per second | p50 ms | p95 ms | p99 ms |\n|---|---|---|---|---|---|");
    for (name, latencies) in &record.latencies {
        let mut sorted = latencies.clone();
        sorted.sort();
        println!(
            "| {name} | {} | {:.0} | {:.1} | {:.1} | {:.1} |",
            sorted.len(),
            sorted.len() as f64 / measured.as_secs_f64(),
            percentile(&sorted, 0.5),
            percentile(&sorted, 0.95),
            percentile(&sorted, 0.99)
        );
    }
}
