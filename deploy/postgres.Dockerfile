# PostgreSQL 15 with pg_auto_failover (from the PostgreSQL project's apt
# repository, which the official image uses), for docker-compose.yml: the
# monitor and both database nodes run deploy/pg-auto-failover.sh as the
# user postgres.
FROM postgres:15-bookworm
RUN apt-get update \
    && apt-get install -y --no-install-recommends postgresql-15-auto-failover \
    && rm -rf /var/lib/apt/lists/*
COPY deploy/pg-auto-failover.sh /usr/local/bin/pg-auto-failover.sh
USER postgres
ENV PGDATA=/var/lib/postgresql/pgaf
ENTRYPOINT ["pg-auto-failover.sh"]
