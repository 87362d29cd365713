//! A small markdown reader for the help pages: headings, paragraphs, list
//! items and **bold**; enough for rules written for players, nothing more.

/// One block of a page.
#[derive(Clone, Debug, PartialEq)]
pub enum Block {
    /// A heading, level 1 to 3.
    Heading(u8, String),
    /// A paragraph, its lines joined.
    Paragraph(String),
    /// A list item ("- " or "1. "), with its marker.
    Item(String, String),
}

impl Block {
    /// The text of the block.
    pub fn text(&self) -> &str {
        match self {
            Block::Heading(_, t) | Block::Paragraph(t) | Block::Item(_, t) => t,
        }
    }

    /// The ruling's id when the block starts with one in bold ("**R-B1** ...").
    pub fn ruling(&self) -> Option<&str> {
        let t = self.text().strip_prefix("**")?;
        let end = t.find("**")?;
        Some(&t[..end])
    }
}

/// Reads a page into blocks: a blank line ends a block, an indented line
/// carries on the one before.
pub fn parse(text: &str) -> Vec<Block> {
    let mut blocks: Vec<Block> = Vec::new();
    let mut open = false;
    for line in text.lines() {
        let trimmed = line.trim();
        if trimmed.is_empty() {
            open = false;
            continue;
        }
        let level = trimmed.chars().take_while(|c| *c == '#').count();
        if (1..=3).contains(&level) && trimmed[level..].starts_with(' ') {
            blocks.push(Block::Heading(
                level as u8,
                trimmed[level..].trim().to_string(),
            ));
            open = false;
            continue;
        }
        if let Some((marker, rest)) = list_marker(trimmed)
            && !line.starts_with("  ")
        {
            blocks.push(Block::Item(marker, rest.to_string()));
            open = true;
            continue;
        }
        match blocks.last_mut() {
            Some(Block::Paragraph(t)) | Some(Block::Item(_, t)) if open => {
                t.push(' ');
                t.push_str(trimmed);
            }
            _ => {
                blocks.push(Block::Paragraph(trimmed.to_string()));
                open = true;
            }
        }
    }
    blocks
}

/// "- text" or "12. text": the marker to show and the rest.
fn list_marker(line: &str) -> Option<(String, &str)> {
    if let Some(rest) = line.strip_prefix("- ") {
        return Some(("•".to_string(), rest));
    }
    let digits = line.chars().take_while(|c| c.is_ascii_digit()).count();
    if digits > 0 && line[digits..].starts_with(". ") {
        return Some((line[..digits + 1].to_string(), &line[digits + 2..]));
    }
    None
}

/// The text split at "**" and "*": (text, bold, italic) runs.
pub fn spans(text: &str) -> Vec<(String, bool, bool)> {
    let mut out = Vec::new();
    let (mut bold, mut italic) = (false, false);
    let mut cur = String::new();
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        if c == '*' {
            if !cur.is_empty() {
                out.push((std::mem::take(&mut cur), bold, italic));
            }
            if chars.peek() == Some(&'*') {
                chars.next();
                bold = !bold;
            } else {
                italic = !italic;
            }
        } else {
            cur.push(c);
        }
    }
    if !cur.is_empty() {
        out.push((cur, bold, italic));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rulings_items_and_continued_lines() {
        // Checks: an item's indented lines join it, its bold id is its ruling.
        let b = parse("# T\n\n- **R-B1** A tile\n  that fits nowhere.\n1. First\n\nText\nmore");
        assert_eq!(b[0], Block::Heading(1, "T".into()));
        assert_eq!(b[1].ruling(), Some("R-B1"));
        assert_eq!(b[1].text(), "**R-B1** A tile that fits nowhere.");
        assert_eq!(b[2], Block::Item("1.".into(), "First".into()));
        assert_eq!(b[3], Block::Paragraph("Text more".into()));
    }

    #[test]
    fn bold_and_italic_runs() {
        // Checks: "**" toggles bold, "*" italic.
        let s = spans("a **b** *c*");
        assert_eq!(
            s,
            vec![
                ("a ".into(), false, false),
                ("b".into(), true, false),
                (" ".into(), false, false),
                ("c".into(), false, true)
            ]
        );
    }
}
