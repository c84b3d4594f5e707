#!/bin/sh
# Run once by the postgres image when it creates the primary's database
# (docker-compose.yml): lets the standby stream from it over the network,
# with the same password as everything else.
echo "host replication all all scram-sha-256" >> "$PGDATA/pg_hba.conf"
