// GraphQL Code Generator plugin: embeds the schema's SDL in a TypeScript module, so the server
// builds its schema without reading files at run time (file reads break in bundled routes).
const { printSchemaWithDirectives } = require('@graphql-tools/utils');

module.exports = {
  plugin(schema) {
    const sdl = printSchemaWithDirectives(schema).replace(/\\/g, '\\\\').replace(/`/g, '\\`').replace(/\$\{/g, '\\${');
    return `// Generated from graphql/schema.graphql by npm run codegen. Do not edit.\nexport const typeDefs = /* GraphQL */ \`\n${sdl}\n\`;\n`;
  },
};
