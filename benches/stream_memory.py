# The service's resident memory with 0, 500 and 1,000 idle live streams:
# one game at event ~120, followed by each stream (raw sockets) from its
# last event, read up to that event and then left idle; ENCODING (default
# identity) is the streams' Accept-Encoding. With STREAMS, the counts are
# 0 and STREAMS; with MAX_KB, it exits 1 when a stream costs more than that
# (the CI check of tests/drills.py idle-streams).
# Usage: python3 benches/stream_memory.py BASE_URL SERVICE_PID [ENCODING [STREAMS [MAX_KB]]]
import socket, subprocess, sys, time, urllib.parse

base, pid = sys.argv[1], sys.argv[2]
encoding = sys.argv[3] if len(sys.argv) > 3 else "identity"
counts = (0, int(sys.argv[4])) if len(sys.argv) > 4 else (0, 500, 1000)
max_kb = float(sys.argv[5]) if len(sys.argv) > 5 else None
host, port = urllib.parse.urlsplit(base).hostname, urllib.parse.urlsplit(base).port


def rss_kb():
    with open(f"/proc/{pid}/status") as status:
        return next(int(line.split()[1]) for line in status if line.startswith("VmRSS:"))


# A game at event ~120: a stream keeps the state it has read the log to.
game, token, seq = subprocess.run([sys.executable, "benches/midgame.py", base], check=True, capture_output=True,
                                text=True).stdout.split()
tokens = [token]

# Each stream starts at the last event: it gets that one, then waits.
request = (f"GET /v1/games/{game}/stream?after={int(seq) - 1} HTTP/1.1\r\nHost: {host}\r\n"
           f"Authorization: Bearer {tokens[0]}\r\nAccept: text/event-stream\r\nAccept-Encoding: {encoding}\r\n\r\n"
           ).encode()
streams, figures = [], []
for target in counts:
    while len(streams) < target:
        s = socket.create_connection((host, port))
        s.sendall(request)
        # The answer's head, then its first event (compressed, when asked:
        # then any bytes of the body).
        received = b""
        while not (b"\nid:" in received or encoding != "identity" and b"\r\n\r\n" in received
                   and not received.endswith(b"\r\n\r\n")):
            chunk = s.recv(65536)
            if not chunk:
                raise SystemExit(f"stream {len(streams)} closed: {received[:200]!r}")
            received += chunk
        if not received.startswith(b"HTTP/1.1 200"):
            raise SystemExit(f"stream {len(streams)} refused: {received[:200]!r}")
        streams.append(s)
    time.sleep(2)
    figures.append((target, rss_kb()))
base_kb = figures[0][1]
for count, kb in figures:
    per = f", {(kb - base_kb) / count:.1f} KB per stream" if count else ""
    print(f"{count} streams ({encoding}): RSS {kb / 1024:.1f} MB{per}", flush=True)
count, kb = figures[-1]
if max_kb is not None and (kb - base_kb) / count > max_kb:
    sys.exit(f"an idle stream costs {(kb - base_kb) / count:.1f} KB, more than {max_kb} KB")
