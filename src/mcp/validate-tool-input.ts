import { AjvJsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/ajv';
import type { McpTool } from './mcp-tools.js';

export type ToolInputCheck = (input: unknown) => { ok: true; args: Record<string, unknown> } | { ok: false; message: string };

/**
 * Compiles one validator per tool against its input schema (the same schema `tools/list`
 * announces), so a call is checked before any request leaves the machine.
 */
export function createInputValidators(tools: McpTool[]): Map<string, ToolInputCheck> {
  const provider = new AjvJsonSchemaValidator();
  const checks = new Map<string, ToolInputCheck>();
  for (const tool of tools) {
    const validate = provider.getValidator<Record<string, unknown>>(tool.inputSchema as any);
    const known = Object.keys((tool.inputSchema.properties ?? {}) as object);
    checks.set(tool.name, (input) => {
      const result = validate(input ?? {});
      if (result.valid) return { ok: true, args: result.data };
      // Ajv says "must NOT have additional properties" without naming them; name them.
      const unknown = input && typeof input === 'object' ? Object.keys(input).filter((k) => !known.includes(k)) : [];
      const extra = unknown.length ? ` (unknown: ${unknown.join(', ')}; expected: ${known.join(', ') || 'no arguments'})` : '';
      const reasons = result.errorMessage.replace(/(^|, )data(?=[/ ])/g, '$1input');
      return { ok: false, message: `Invalid input for tool ${tool.name}: ${reasons}${extra}` };
    });
  }
  return checks;
}
