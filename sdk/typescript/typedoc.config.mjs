// Reference documentation of the package (npm run docs -> docs/).
import { OptionDefaults } from "typedoc";

/** @type {Partial<import("typedoc").TypeDocOptions>} */
export default {
  entryPoints: ["src/index.ts"],
  out: "docs",
  name: "@carcassonne/client",
  readme: "README.md",
  // openapi-typescript writes the document's descriptions as @description.
  blockTags: [...OptionDefaults.blockTags, "@description"],
  // No public repository to link sources to.
  disableSources: true,
  treatWarningsAsErrors: true,
};
