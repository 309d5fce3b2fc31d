//! Reading the language folders: each `.ftl` file parsed, its problems named by file and line,
//! and each message's variables listed.

use super::{Catalog, ENGLISH, PSEUDO, pseudo};
use fluent_bundle::FluentResource;
use fluent_bundle::concurrent::FluentBundle;
use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;
use stratagem_core::assets::read_text;
use unic_langid::LanguageIdentifier;

/// Every language under `dir`, the pseudo-language made from English, and the problems found.
pub(super) fn read_all(dir: &Path) -> (Vec<Catalog>, Vec<String>) {
    let mut problems = Vec::new();
    let mut languages = Vec::new();
    let folders = match std::fs::read_dir(dir) {
        Ok(entries) => entries.flatten().map(|e| e.path()).filter(|p| p.is_dir()).collect::<Vec<_>>(),
        Err(e) => {
            problems.push(format!("{}: cannot read the translations folder: {e}", dir.display()));
            Vec::new()
        }
    };
    for folder in folders {
        let id = folder.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
        let Ok(tag) = id.parse::<LanguageIdentifier>() else {
            problems.push(format!("{}: not a language tag (such as de, pt-BR or zh-CN)", folder.display()));
            continue;
        };
        let texts = read_folder(&folder, &mut problems);
        if id == ENGLISH {
            languages.push(catalog(PSEUDO, tag.clone(), &texts, true, &mut problems));
        }
        languages.push(catalog(&id, tag, &texts, false, &mut problems));
    }
    languages.retain(|c: &Catalog| {
        let named = !c.name.is_empty();
        if !named {
            problems.push(format!(
                "{}/{}/language.ftl: no language-name, so the language is left out",
                dir.display(),
                c.id
            ));
        }
        named
    });
    (languages, problems)
}

/// The folder's `.ftl` files, by name, as (file, text).
fn read_folder(folder: &Path, problems: &mut Vec<String>) -> Vec<(String, String)> {
    let mut files: Vec<_> = match std::fs::read_dir(folder) {
        Ok(entries) => {
            entries.flatten().map(|e| e.path()).filter(|p| p.extension().is_some_and(|x| x == "ftl")).collect()
        }
        Err(e) => {
            problems.push(format!("{}: cannot read: {e}", folder.display()));
            Vec::new()
        }
    };
    files.sort();
    let mut texts = Vec::new();
    for file in files {
        match read_text(&file) {
            Ok(text) => texts.push((file.display().to_string(), text)),
            Err(e) => problems.push(e.to_string()),
        }
    }
    texts
}

/// One language's bundle from its files; a file's syntax errors are reported with their line
/// and the messages that did parse are kept.
fn catalog(
    id: &str,
    tag: LanguageIdentifier,
    texts: &[(String, String)],
    pseudo: bool,
    problems: &mut Vec<String>,
) -> Catalog {
    let mut bundle = FluentBundle::new_concurrent(vec![tag]);
    // Unicode isolation marks around variables would show as boxes: egui's fonts lack them.
    bundle.set_use_isolating(false);
    if pseudo {
        bundle.set_transform(Some(pseudo::transform));
    }
    let mut variables = BTreeMap::new();
    for (file, text) in texts {
        let resource = match FluentResource::try_new(text.clone()) {
            Ok(resource) => resource,
            Err((resource, errors)) => {
                if !pseudo {
                    for error in errors {
                        let line = text[..error.pos.start.min(text.len())].matches('\n').count() + 1;
                        problems.push(format!("{file}: line {line}: {}", error.kind));
                    }
                }
                resource
            }
        };
        for entry in resource.entries() {
            if let Entry::Message(message) = entry {
                let mut found = BTreeSet::new();
                if let Some(pattern) = &message.value {
                    pattern_variables(pattern, &mut found);
                }
                variables.insert(message.id.name.to_string(), found);
            }
        }
        if let Err(errors) = bundle.add_resource(resource)
            && !pseudo
        {
            for error in errors {
                problems.push(format!("{file}: {error}"));
            }
        }
    }
    let plain = |key: &str| {
        let pattern = bundle.get_message(key)?.value()?;
        let mut errors = Vec::new();
        Some(bundle.format_pattern(pattern, None, &mut errors).into_owned())
    };
    let name = if pseudo { "Ƥšéûđö".to_string() } else { plain("language-name").unwrap_or_default() };
    // The pseudo-language's transform would bracket the separator too.
    let decimal = plain("number-decimal").filter(|_| !pseudo).unwrap_or_else(|| ".".to_string());
    let font = plain("language-font").filter(|f| !f.trim().is_empty());
    Catalog { id: id.to_string(), name, font, decimal, bundle, variables }
}

fn pattern_variables(pattern: &Pattern<&str>, out: &mut BTreeSet<String>) {
    for element in &pattern.elements {
        if let PatternElement::Placeable { expression } = element {
            expression_variables(expression, out);
        }
    }
}

fn expression_variables(expression: &Expression<&str>, out: &mut BTreeSet<String>) {
    match expression {
        Expression::Inline(inline) => inline_variables(inline, out),
        Expression::Select { selector, variants } => {
            inline_variables(selector, out);
            for variant in variants {
                pattern_variables(&variant.value, out);
            }
        }
    }
}

fn inline_variables(inline: &InlineExpression<&str>, out: &mut BTreeSet<String>) {
    match inline {
        InlineExpression::VariableReference { id } => {
            out.insert(id.name.to_string());
        }
        InlineExpression::Placeable { expression } => expression_variables(expression, out),
        InlineExpression::FunctionReference { arguments, .. } => {
            for argument in &arguments.positional {
                inline_variables(argument, out);
            }
            for named in &arguments.named {
                inline_variables(&named.value, out);
            }
        }
        _ => {}
    }
}
