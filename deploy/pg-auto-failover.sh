#!/bin/sh
# Runs one server of the database under pg_auto_failover (docker-compose.yml):
#   pg-auto-failover.sh monitor
#   pg-auto-failover.sh node NAME
# The first start creates it: the monitor; or a node, registered with the
# monitor at $PG_AUTOCTL_MONITOR, the first to register becoming the
# primary and the second its synchronous secondary, from a base backup.
# Every start then runs its keeper in the foreground. As the user
# postgres, with $PGDATA; $PGHOST_NAME is how the others reach this server
# (default: the host name). The settings are those of drill `failover`
# (docs/RELIABILITY.md): a lost primary noticed within seconds, a promoted
# node taking writes 5 s after its old primary went silent.
set -eu
role=$1
name=${2:-}
host=${PGHOST_NAME:-$(hostname)}

if [ ! -s "$PGDATA/PG_VERSION" ]; then
    case $role in
    monitor)
        pg_autoctl create monitor --auth trust --no-ssl --hostname "$host"
        cat >>"$PGDATA/postgresql.conf" <<SETTINGS
pgautofailover.health_check_period = 1000
pgautofailover.health_check_timeout = 1000
pgautofailover.health_check_max_retries = 1
pgautofailover.health_check_retry_delay = 500
pgautofailover.node_considered_unhealthy_timeout = 3000
pgautofailover.primary_demote_timeout = 5000
SETTINGS
        ;;
    node)
        pg_autoctl create postgres --auth trust --no-ssl --pg-hba-lan --hostname "$host" \
            --name "$name" --dbname carcassonne --monitor "$PG_AUTOCTL_MONITOR"
        # A primary cut off from the monitor and its secondary demotes
        # itself after 3 s, before the monitor promotes the other.
        pg_autoctl config set timeout.network_partition_timeout 3
        ;;
    *)
        echo "usage: $0 monitor | node NAME" >&2
        exit 2
        ;;
    esac
fi
exec pg_autoctl run
