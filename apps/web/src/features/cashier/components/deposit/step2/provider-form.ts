/**
 * Posts a provider's parameters as a form to its page, in the window or frame named `target`
 * ('_self' for the site's own window). The form is built from DOM nodes, never from HTML text, so
 * no value the provider sent can become markup.
 */
export function postProviderForm(url: string, parameters: Record<string, string>, target: string) {
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = url;
  form.target = target;
  form.hidden = true;
  for (const [name, value] of Object.entries(parameters)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
  form.remove();
}
