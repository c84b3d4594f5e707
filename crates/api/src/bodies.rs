//! The API document's bodies that depend on a game's rule set. Each body
//! of [`crate::model`] is instantiated with every hosted rule set's own
//! types (`ClassicGame` holds `ClassicOptions` and `ClassicGameView`), its
//! `ruleset` fixed to the rule set's id; under the body's own name
//! (`Game`) the document has the union of those forms, discriminated by
//! `ruleset`. The types here name those unions in the handlers'
//! `#[utoipa::path]` attributes and register every form with them.

use crate::documented::Documented;
use crate::grouping::GROUPED_MOVES;
use crate::model;
use crate::registry::{VisitHosted, visit_hosted};
use crate::schemas::Schemas;
use serde_json::json;
use std::borrow::Cow;
use std::marker::PhantomData;
use utoipa::openapi::schema::{ArrayBuilder, Discriminator, ObjectBuilder, OneOfBuilder, Type};
use utoipa::openapi::{Ref, RefOr, Schema};
use utoipa::{PartialSchema, ToSchema};

/// What a [`Part`] refers to, by its name before the rule set's prefix.
pub trait PartName {
    /// The name in rule set `R`, without its prefix.
    fn of<R: Documented>() -> Cow<'static, str>;
}

/// Declares the kinds of [`Part`].
macro_rules! part_names {
    ($($(#[$doc:meta])* $kind:ident => |$r:ident| $name:expr;)*) => {
        $(
            $(#[$doc])*
            pub struct $kind;

            impl PartName for $kind {
                fn of<$r: Documented>() -> Cow<'static, str> {
                    $name
                }
            }
        )*
    };
}

part_names! {
    /// The rule set's options.
    Options => |R| <R::Options as ToSchema>::name();
    /// A command of the rule set.
    Command => |R| <R::Command as ToSchema>::name();
    /// An event of the rule set.
    Event => |R| <R::Event as ToSchema>::name();
    /// A consequence of an event in the rule set.
    Effect => |R| <R::Effect as ToSchema>::name();
    /// The public view of a game of the rule set.
    View => |R| <R::View as ToSchema>::name();
    /// The legal moves of the rule set.
    LegalMoves => |R| <R::LegalMoves as ToSchema>::name();
    /// The grouped legal moves ([`crate::grouping`]).
    GroupedMoves => |R| Cow::Borrowed(GROUPED_MOVES);
    /// The rule set's form of [`EventRecord`].
    Record => |R| Cow::Borrowed("EventRecord");
}

/// Rule set `R`'s `P`, by reference: `#/components/schemas/<Prefix><Name>`.
pub struct Part<R, P>(PhantomData<(R, P)>);

impl<R: Documented, P: PartName> PartialSchema for Part<R, P> {
    fn schema() -> RefOr<Schema> {
        RefOr::Ref(Ref::from_schema_name(Self::name()))
    }
}

impl<R: Documented, P: PartName> ToSchema for Part<R, P> {
    fn name() -> Cow<'static, str> {
        Cow::Owned(format!("{}{}", R::SCHEMA_PREFIX, P::of::<R>()))
    }
}

/// A list of rule set `R`'s `P`s (given inline).
pub struct List<R, P>(PhantomData<(R, P)>);

impl<R: Documented, P: PartName> PartialSchema for List<R, P> {
    fn schema() -> RefOr<Schema> {
        ArrayBuilder::new().items(Part::<R, P>::schema()).into()
    }
}

impl<R: Documented, P: PartName> ToSchema for List<R, P> {}

/// A body that the document gives one form per rule set.
pub trait RulesetBody: ToSchema {
    /// The body in rule set `R`, and the schemas it uses.
    fn form<R: Documented>() -> (RefOr<Schema>, Schemas);
}

/// Declares the unions: each a [`RulesetBody`] with its form in any
/// rule set `R`.
macro_rules! ruleset_bodies {
    ($($name:ident = $form:ty;)*) => {
        $(
            #[doc = concat!("`", stringify!($name), "` in any hosted rule set (see the module documentation).")]
            pub struct $name;

            impl RulesetBody for $name {
                fn form<R: Documented>() -> (RefOr<Schema>, Schemas) {
                    let mut uses = Vec::new();
                    <$form as ToSchema>::schemas(&mut uses);
                    (<$form as PartialSchema>::schema(), uses)
                }
            }

            impl PartialSchema for $name {
                fn schema() -> RefOr<Schema> {
                    union::<$name>()
                }
            }

            impl ToSchema for $name {
                fn name() -> Cow<'static, str> {
                    Cow::Borrowed(stringify!($name))
                }

                fn schemas(schemas: &mut Schemas) {
                    for form in forms::<$name>() {
                        schemas.push((form.name, form.schema));
                        schemas.extend(form.uses);
                    }
                }
            }
        )*
    };
}

ruleset_bodies! {
    CreateGame = model::CreateGame<Part<R, Options>>;
    NewSeek = model::NewSeek<Part<R, Options>>;
    Game = model::Game<Part<R, Options>, Part<R, View>>;
    Hint = model::Hint<Part<R, Command>>;
    Analysis = model::Analysis<Part<R, Command>>;
    CommandRequest = model::CommandRequest<Part<R, Command>>;
    ValidateRequest = model::ValidateRequest<Part<R, Command>>;
    EventRecord = model::EventRecord<Part<R, Event>, List<R, Effect>>;
    CommandResult = model::CommandResult<Part<R, Record>, Part<R, View>>;
    GameExport = model::GameExport<Part<R, Options>, Part<R, Event>>;
    StateAt = model::StateAt<Part<R, View>, Part<R, Record>>;
    LegalMovesResponse = model::LegalMovesResponse<Part<R, LegalMoves>, List<R, Command>, Part<R, GroupedMoves>>;
}

/// A page of games of any rule set.
pub type GamePage = model::GamePage<Game>;

/// A page of events of any rule set.
pub type EventPage = model::EventPage<EventRecord>;

/// One rule set's form of a body.
struct Form {
    /// The rule set's id.
    ruleset: &'static str,
    /// `<Prefix><Body>`.
    name: String,
    schema: RefOr<Schema>,
    /// The schemas it uses.
    uses: Schemas,
}

/// Collects every hosted rule set's form of `B`.
struct Forms<B> {
    forms: Vec<Form>,
    body: PhantomData<B>,
}

impl<B: RulesetBody> VisitHosted for Forms<B> {
    fn visit<R: Documented>(&mut self) {
        let (mut schema, uses) = B::form::<R>();
        if let RefOr::T(Schema::Object(object)) = &mut schema {
            object.properties.insert(
                "ruleset".into(),
                ObjectBuilder::new()
                    .schema_type(Type::String)
                    .enum_values(Some([R::ID]))
                    .description(Some("The rule set."))
                    .into(),
            );
            // The body's example is one rule set's: only its form keeps it.
            if object.example.as_ref().is_some_and(|example| example["ruleset"] != json!(R::ID)) {
                object.example = None;
            }
        }
        let name = format!("{}{}", R::SCHEMA_PREFIX, B::name());
        self.forms.push(Form { ruleset: R::ID, name, schema, uses });
    }
}

/// Every hosted rule set's form of `B`, in the registry's order.
fn forms<B: RulesetBody>() -> Vec<Form> {
    let mut forms = Forms::<B> { forms: Vec::new(), body: PhantomData };
    visit_hosted(&mut forms);
    forms.forms
}

/// The union of `B`'s forms, discriminated by `ruleset`, with the body's
/// description and example.
fn union<B: RulesetBody>() -> RefOr<Schema> {
    let forms = forms::<B>();
    let object = |form: &Form| match &form.schema {
        RefOr::T(Schema::Object(object)) => Some(object.clone()),
        _ => None,
    };
    let description = forms.iter().find_map(|form| object(form)?.description);
    let example = forms.iter().find_map(|form| object(form)?.example);
    let mut discriminator = Discriminator::new("ruleset");
    discriminator.mapping =
        forms.iter().map(|form| (form.ruleset.to_owned(), Ref::from_schema_name(&form.name).ref_location)).collect();
    let mut union = forms
        .iter()
        .fold(OneOfBuilder::new(), |union, form| union.item(Ref::from_schema_name(&form.name)))
        .description(description)
        .discriminator(Some(discriminator))
        .build();
    union.example = example;
    RefOr::T(Schema::OneOf(union))
}
