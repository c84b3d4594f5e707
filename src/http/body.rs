//! JSON request bodies. JSON Schema counts `2.0` as an integer, so clients
//! and generators built from the API document may send integral numbers
//! with a fraction part; bodies are read as JSON values, such numbers made
//! integers, and only then typed; it must be an object. Text that PostgreSQL cannot store (a NUL
//! character, `\u0000`) is refused here, whatever the route.

use super::error_kind::ErrorKind;
use super::problem::ApiError;
use actix_web::dev::Payload;
use actix_web::{FromRequest, HttpRequest, web};
use futures_util::future::LocalBoxFuture;
use serde::de::DeserializeOwned;
use serde_json::{Number, Value};

/// A JSON body of `T` (see the module documentation).
pub struct Body<T>(pub T);

impl<T: DeserializeOwned + 'static> FromRequest for Body<T> {
    type Error = actix_web::Error;
    type Future = LocalBoxFuture<'static, Result<Self, Self::Error>>;

    fn from_request(req: &HttpRequest, payload: &mut Payload) -> Self::Future {
        let json = web::Json::<Value>::from_request(req, payload);
        Box::pin(async move {
            let mut value = json.await?.into_inner();
            // Every body is an object; serde would also read a struct
            // from an array of its fields.
            if !value.is_object() {
                return Err(ApiError::new(ErrorKind::InvalidBody, "the body is a JSON object").into());
            }
            if has_nul(&value) {
                return Err(ApiError::unstorable_text().into());
            }
            integral(&mut value);
            Ok(Body(typed(&value)?))
        })
    }
}

impl<T> Body<T> {
    /// The typed body.
    pub fn into_inner(self) -> T {
        self.0
    }
}

impl<T> std::ops::Deref for Body<T> {
    type Target = T;

    fn deref(&self) -> &T {
        &self.0
    }
}

/// Parses a JSON body into its request type.
pub fn typed<T: DeserializeOwned>(body: &Value) -> Result<T, ApiError> {
    T::deserialize(body).map_err(|e| ApiError::new(ErrorKind::InvalidBody, e.to_string()))
}

/// Whether any string of `value`, or any key, holds a NUL character.
fn has_nul(value: &Value) -> bool {
    match value {
        Value::String(text) => text.contains('\0'),
        Value::Array(items) => items.iter().any(has_nul),
        Value::Object(map) => map.iter().any(|(key, value)| key.contains('\0') || has_nul(value)),
        Value::Null | Value::Bool(_) | Value::Number(_) => false,
    }
}

/// Makes every number with a zero fraction that fits an `i64` an integer.
fn integral(value: &mut Value) {
    match value {
        Value::Number(number) if number.is_f64() => {
            if let Some(whole) = number.as_f64().filter(|f| f.fract() == 0.0 && f.abs() < 9.0e15) {
                *number = Number::from(whole as i64);
            }
        }
        Value::Array(items) => items.iter_mut().for_each(integral),
        Value::Object(map) => map.values_mut().for_each(integral),
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn integral_floats_become_integers() {
        let mut body = json!({"x": 2.0, "y": [-3.0, 1.5], "big": 1e300, "n": 7});
        integral(&mut body);
        assert_eq!(body, json!({"x": 2, "y": [-3, 1.5], "big": 1e300, "n": 7}));
        assert_eq!(typed::<u8>(&json!(6)).ok(), Some(6));
    }

    #[test]
    fn a_nul_anywhere_is_found() {
        assert!(has_nul(&json!({"username": "ad\0a"})));
        assert!(has_nul(&json!({"a": [1, {"b\0": true}]})));
        assert!(!has_nul(&json!({"username": "ada", "n": [0, null, false]})));
    }
}
