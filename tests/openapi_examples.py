"""Every example in the committed API document is valid against its own
schema (the command examples come from seeded games; this keeps them and
the schemas in step). jsonschema comes with openapi-spec-validator."""
import json
import sys
from pathlib import Path

import jsonschema
from referencing import Registry, Resource
from referencing.jsonschema import DRAFT202012

document = json.loads((Path(__file__).parent.parent / "openapi" / "openapi.json").read_text())
registry = Registry().with_resource("urn:api", Resource(contents=document, specification=DRAFT202012))
schemas = document["components"]["schemas"]
checked, invalid = 0, []
for name, schema in schemas.items():
    if "example" not in schema:
        continue
    checked += 1
    validator = jsonschema.Draft202012Validator({"$ref": f"urn:api#/components/schemas/{name}"}, registry=registry)
    invalid += [f"{name}: {error.message}" for error in validator.iter_errors(schema["example"])]
print(f"{checked} schema examples checked, {len(invalid)} invalid")
if invalid or checked == 0:
    sys.exit("\n".join(invalid) or "no examples found")
