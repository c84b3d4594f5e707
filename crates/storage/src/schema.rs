//! Diesel table definitions; they mirror `migrations/`.

diesel::table! {
    accounts (id) {
        id -> Int8,
        username -> Text,
        password_hash -> Text,
        created_at -> Timestamptz,
        display_name -> Nullable<Text>,
        deleted_at -> Nullable<Timestamptz>,
        profile_hidden -> Bool,
        suspended_at -> Nullable<Timestamptz>,
        suspended_until -> Nullable<Timestamptz>,
        unlisted -> Bool,
    }
}

diesel::table! {
    games (id) {
        id -> Uuid,
        ruleset -> Text,
        seats -> Int2,
        owner_id -> Int8,
        status -> Text,
        last_seq -> Int4,
        created_at -> Timestamptz,
        updated_at -> Timestamptz,
        spectators -> Text,
        to_move -> Array<Int8>,
        bot_to_move -> Bool,
        rated -> Bool,
        rated_result -> Nullable<Text>,
        version -> Int8,
    }
}

diesel::table! {
    game_setups (game_id) {
        game_id -> Uuid,
        options -> Jsonb,
        tile_order -> Nullable<Jsonb>,
        custom -> Bool,
        single_seat -> Bool,
        seat_order -> Text,
        imported -> Bool,
        join_code -> Nullable<Text>,
        clock -> Nullable<Jsonb>,
        seed_commitment -> Nullable<Text>,
    }
}

diesel::table! {
    idempotency_keys (account_id, key) {
        account_id -> Int8,
        key -> Text,
        request_hash -> Text,
        status -> Int2,
        response -> Jsonb,
        created_at -> Timestamptz,
    }
}

diesel::table! {
    game_players (game_id, account_id) {
        game_id -> Uuid,
        account_id -> Int8,
        seat -> Nullable<Int2>,
        joined_at -> Timestamptz,
        bot -> Nullable<Text>,
    }
}

diesel::table! {
    events (game_id, seq) {
        game_id -> Uuid,
        seq -> Int4,
        event_type -> Text,
        payload -> Jsonb,
        actor_id -> Nullable<Int8>,
        created_at -> Timestamptz,
        automatic -> Bool,
    }
}

diesel::table! {
    stream_tickets (ticket_hash) {
        ticket_hash -> Text,
        account_id -> Int8,
        game_id -> Nullable<Uuid>,
        expires_at -> Timestamptz,
        used_at -> Nullable<Timestamptz>,
    }
}

diesel::table! {
    sessions (id) {
        id -> Int8,
        account_id -> Int8,
        created_at -> Timestamptz,
        refreshed_at -> Timestamptz,
        expires_at -> Timestamptz,
        revoked_at -> Nullable<Timestamptz>,
        salt -> Nullable<Text>,
        generation -> Int4,
    }
}

diesel::table! {
    refresh_tokens (token_hash) {
        token_hash -> Text,
        session_id -> Int8,
        issued_at -> Timestamptz,
        rotated_at -> Nullable<Timestamptz>,
    }
}

diesel::table! {
    webhook_endpoints (id) {
        id -> Uuid,
        account_id -> Int8,
        url -> Text,
        kinds -> Array<Text>,
        secret -> Text,
        previous_secret -> Nullable<Text>,
        previous_secret_until -> Nullable<Timestamptz>,
        enabled -> Bool,
        disabled_reason -> Nullable<Text>,
        failed_in_a_row -> Int4,
        created_at -> Timestamptz,
        updated_at -> Timestamptz,
        busy_until -> Nullable<Timestamptz>,
        slow_until -> Nullable<Timestamptz>,
    }
}

diesel::table! {
    webhook_deliveries (id) {
        id -> Uuid,
        endpoint_id -> Uuid,
        kind -> Text,
        game_id -> Nullable<Uuid>,
        seq -> Nullable<Int4>,
        status -> Text,
        attempts -> Int4,
        next_attempt_at -> Timestamptz,
        last_attempt_at -> Nullable<Timestamptz>,
        last_status -> Nullable<Int4>,
        last_error -> Nullable<Text>,
        created_at -> Timestamptz,
        delivered_at -> Nullable<Timestamptz>,
        data -> Nullable<Jsonb>,
    }
}

diesel::table! {
    challenges (id) {
        id -> Uuid,
        challenger_id -> Int8,
        game -> Jsonb,
        seating -> Jsonb,
        rematch_of -> Nullable<Uuid>,
        status -> Text,
        game_id -> Nullable<Uuid>,
        created_at -> Timestamptz,
        expires_at -> Timestamptz,
        updated_at -> Timestamptz,
    }
}

diesel::table! {
    challenged (challenge_id, account_id) {
        challenge_id -> Uuid,
        account_id -> Int8,
        accepted -> Bool,
    }
}

diesel::table! {
    game_records (account_id, ruleset) {
        account_id -> Int8,
        ruleset -> Text,
        games -> Int4,
        wins -> Int4,
        losses -> Int4,
        draws -> Int4,
    }
}

diesel::table! {
    ratings (account_id, ruleset, pool) {
        account_id -> Int8,
        ruleset -> Text,
        pool -> Text,
        rating -> Float8,
        deviation -> Float8,
        volatility -> Float8,
        games -> Int4,
        wins -> Int4,
        losses -> Int4,
        draws -> Int4,
        best -> Float8,
        updated_at -> Timestamptz,
        opponents -> Int4,
    }
}

diesel::table! {
    rating_history (account_id, game_id) {
        account_id -> Int8,
        game_id -> Uuid,
        ruleset -> Text,
        pool -> Text,
        place -> Int2,
        rating_before -> Float8,
        rating -> Float8,
        deviation -> Float8,
        created_at -> Timestamptz,
        volatility -> Float8,
    }
}

diesel::table! {
    team_records (account_id, ruleset, level) {
        account_id -> Int8,
        ruleset -> Text,
        level -> Int2,
        wins -> Int4,
        losses -> Int4,
    }
}

diesel::table! {
    seeks (id) {
        id -> Uuid,
        account_id -> Int8,
        pool -> Text,
        game -> Jsonb,
        rating -> Float8,
        min_rating -> Nullable<Float8>,
        max_rating -> Nullable<Float8>,
        status -> Text,
        game_id -> Nullable<Uuid>,
        created_at -> Timestamptz,
        expires_at -> Timestamptz,
    }
}

diesel::table! {
    moderation_log (id) {
        id -> Int8,
        at -> Timestamptz,
        moderator -> Text,
        action -> Text,
        account_id -> Nullable<Int8>,
        game_id -> Nullable<Uuid>,
        reason -> Text,
        detail -> Jsonb,
    }
}

diesel::table! {
    analyses (game_id) {
        game_id -> Uuid,
        requested_by -> Int8,
        requested_at -> Timestamptz,
        next_index -> Int4,
        decisions -> Jsonb,
        done_at -> Nullable<Timestamptz>,
        failed -> Bool,
    }
}

diesel::joinable!(games -> accounts (owner_id));
diesel::joinable!(seeks -> accounts (account_id));
diesel::joinable!(game_records -> accounts (account_id));
diesel::joinable!(ratings -> accounts (account_id));
diesel::joinable!(rating_history -> accounts (account_id));
diesel::joinable!(team_records -> accounts (account_id));
diesel::joinable!(challenged -> accounts (account_id));
diesel::joinable!(challenged -> challenges (challenge_id));
diesel::joinable!(webhook_endpoints -> accounts (account_id));
diesel::joinable!(webhook_deliveries -> webhook_endpoints (endpoint_id));
diesel::joinable!(game_players -> accounts (account_id));
diesel::joinable!(game_players -> games (game_id));
diesel::joinable!(events -> games (game_id));
diesel::joinable!(game_setups -> games (game_id));
diesel::joinable!(analyses -> games (game_id));
diesel::joinable!(idempotency_keys -> accounts (account_id));
diesel::joinable!(sessions -> accounts (account_id));
diesel::joinable!(refresh_tokens -> sessions (session_id));
diesel::allow_tables_to_appear_in_same_query!(
    accounts,
    games,
    game_setups,
    game_players,
    events,
    idempotency_keys,
    stream_tickets,
    sessions,
    refresh_tokens,
    webhook_endpoints,
    webhook_deliveries,
    game_records,
    ratings,
    rating_history,
    team_records,
    challenges,
    challenged,
    seeks,
    moderation_log,
    analyses
);
