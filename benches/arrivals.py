# Shared by the stream benchmarks: when each event of a game's stream
# arrives.
import http.client, time, urllib.parse


def follow(base, path, token, arrivals, ready):
    """Opens the stream at `path` of the service at `base` and records in
    `arrivals` the time each event id first arrives; sets `ready` once the
    stream is open. Runs until the stream ends (in a daemon thread)."""
    url = urllib.parse.urlparse(base)
    conn = http.client.HTTPConnection(url.hostname, url.port)
    conn.request("GET", path, headers={"Authorization": "Bearer " + token})
    response = conn.getresponse()
    ready.set()
    while True:
        line = response.fp.readline()
        if not line:
            return
        if line.startswith(b"id: "):
            arrivals.setdefault(int(line[4:]), time.monotonic())
