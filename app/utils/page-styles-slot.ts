/** The id of the <style> the root renders empty and the server fills with the page's stylesheets. */
export const PAGE_STYLES_SLOT_ID = "page-styles";
