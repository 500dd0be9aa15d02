// Generated. Do not edit.
export interface StandaloneValidator {
  (data: unknown): boolean;
  errors?: { instancePath: string; message?: string; keyword: string; params: Record<string, unknown> }[] | null;
}
export declare const validateSite: StandaloneValidator;
export declare const block_banner: StandaloneValidator;
export declare const block_resource_list: StandaloneValidator;
export declare const block_icon_nav: StandaloneValidator;
export declare const block_custom_block: StandaloneValidator;
export declare const block_column_panel: StandaloneValidator;
export declare const block_topic_block: StandaloneValidator;
export declare const block_tab_group: StandaloneValidator;
export declare const block_channel_sections: StandaloneValidator;
export declare const block_gate_buttons: StandaloneValidator;
export declare const block_contact_card: StandaloneValidator;
export declare const block_rich_text: StandaloneValidator;
export declare const block_page_title: StandaloneValidator;
export declare const block_library_list: StandaloneValidator;
export declare const block_contest_summary: StandaloneValidator;
