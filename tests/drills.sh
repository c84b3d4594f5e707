#!/usr/bin/env bash
# The slower reliability drills (see tests/drills.py): SIGKILL under load,
# with and without the private PostgreSQL, slow bodies, memory per idle
# stream, a database outage under load, SIGKILL with webhook deliveries in
# flight, webhooks and bots shared fairly across accounts, one attacker's
# abuse, a rolling restart behind HAProxy, a standby stopped under load, the
# primary lost under pg_auto_failover, and a restore to a moment before a
# table was dropped (pgBackRest).
# Figures go to docs/RELIABILITY.md.
set -euo pipefail
cd "$(dirname "$0")/.."
source tests/lib/service.sh
bin=$(service_binary)
for drill in kill kill-all slow idle-streams outage webhooks fair-webhooks fair-bots abuse rolling standby failover restore; do
    python3 tests/drills.py "$bin" "$drill"
done
