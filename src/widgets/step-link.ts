/**
 * Makes a shared step link land. The steppers hydrate only when scrolled into view
 * (client:visible), and the browser cannot scroll to #example=<id>&step=<n> by itself (no element
 * has that id); so this script, inline on every page with a stepper, scrolls #example-<id> into
 * view, which hydrates it, and the stepper restores the step from the hash (permalink.ts). On the
 * examples index, which has no steppers, a link for an example goes on to that example's page,
 * hash kept, so links to the old single page keep working. A link to an example that is not here
 * gets a message naming it. A comparison's link (#compare=…, which may name an example) is not
 * one. Plain JavaScript in a string, like the theme script, so that it runs before any island
 * and its size is known (test/site/budgets.test.ts).
 *
 * The index marks its list with data-examples="<the address examples' pages start with>" and each
 * entry with data-example="<id>".
 */
export function stepLinkScript(base: string): string {
  return `(()=>{const d=document,say=(i,l)=>{let m=d.getElementById('step-link-message');if(!i)return m?.remove();if(!m){m=d.createElement('p');m.id='step-link-message';m.className='message';m.setAttribute('role','status');d.querySelector('main h1')?.after(m)}const a=d.createElement('a');a.href=${JSON.stringify(`${base}examples/`)};a.textContent='the list of worked examples';setTimeout(()=>l?m.textContent='There is no worked example “'+i+'”.':m.replaceChildren('The example “'+i+'” is not on this page: see ',a,'.'),50)},go=()=>{const p=new URLSearchParams(location.hash.slice(1)),i=p.has('compare')?null:p.get('example'),e=d.getElementById('example-'+i),l=d.querySelector('[data-examples]');if(!i||e)say();if(e)return e.scrollIntoView({block:'start'});if(!i)return;if(l&&[...l.querySelectorAll('[data-example]')].some((x)=>x.dataset.example===i))return location.replace(l.dataset.examples+i+'/'+location.hash);say(i,l)};d.readyState=='loading'?d.addEventListener('DOMContentLoaded',go):go();addEventListener('hashchange',go)})()`;
}
