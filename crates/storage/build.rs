//! The migrations are compiled in (`embed_migrations!`): a new or changed
//! one must rebuild the crate.
fn main() {
    println!("cargo:rerun-if-changed=../../migrations");
}
