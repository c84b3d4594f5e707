# Multi-stage build: compile with the Rust toolchain, run on a slim Debian
# with only libpq (and the OpenSSL it links, which webhooks use too), as an
# unprivileged user. The image has no PostgreSQL
# server: set DATABASE_URL and JWT_SECRET (docker-compose.yml does).
FROM rust:1.95-slim-bookworm AS build
RUN apt-get update \
    && apt-get install -y --no-install-recommends libpq-dev libssl-dev pkg-config \
    && rm -rf /var/lib/apt/lists/*
WORKDIR /src
COPY Cargo.toml Cargo.lock ./
COPY src src
COPY crates crates
COPY benches benches
COPY migrations migrations
COPY data data
# Compiled into the binary: the rules pages and the web page.
COPY docs/rules docs/rules
COPY web web
RUN cargo build --release --locked --bin carcassonne

FROM debian:bookworm-slim
RUN apt-get update \
    && apt-get install -y --no-install-recommends libpq5 ca-certificates \
    && rm -rf /var/lib/apt/lists/* \
    && useradd --system --uid 10001 --no-create-home --shell /usr/sbin/nologin carcassonne
COPY --from=build /src/target/release/carcassonne /usr/local/bin/carcassonne
USER carcassonne
ENV BIND_ADDR=0.0.0.0:8080 LOG_FORMAT=json
EXPOSE 8080
ENTRYPOINT ["carcassonne"]
CMD ["serve"]
