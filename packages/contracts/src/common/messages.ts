/**
 * Every message a contract can put in front of a user has a stable key (`discounts.nameRequired`) beside its
 * English text, which stays verbatim as the spec writes it. Errors carry the key (`errors[].key`, top-level
 * `key`), and the web app translates by key, so editing a spec string changes what English readers see without
 * losing its Indonesian (decision 0031).
 *
 * A message is registered when the module that declares it loads, which is also the module whose schemas produce
 * it, so any message a schema emits can be looked up.
 */
const keyByText = new Map<string, string>();

export type MessageKey<Namespace extends string, Messages> = `${Namespace}.${keyof Messages & string}`;

export function defineMessages<const Namespace extends string, const Messages extends Record<string, string>>(
  namespace: Namespace,
  messages: Messages,
): Messages {
  for (const [name, text] of Object.entries(messages)) {
    const key = `${namespace}.${name}`;
    const known = keyByText.get(text);
    // Two keys for one text would make the lookup ambiguous: say so at load, not on a user's screen.
    if (known !== undefined && known !== key) throw new Error(`"${text}" is declared as ${known} and ${key}`);
    keyByText.set(text, key);
  }
  return messages;
}

/** The key of a contract message, or undefined for text no contract declares (a proxy's, a framework's). */
export function messageKeyOf(text: string): string | undefined {
  return keyByText.get(text);
}
