//! The ratings as a PNG chart: each player's Elo with its 95% interval, best first.
//!
//! Drawn by `plotters` into a pixel buffer with text from Hack (MIT and Bitstream Vera licence,
//! the monospaced font egui already ships in `epaint_default_fonts`), encoded by `image`, which
//! Bevy already builds: no system font or graphics library is needed.

use super::elo::Rating;
use plotters::coord::ranged1d::SegmentValue;
use plotters::prelude::*;
use std::path::Path;
use std::sync::OnceLock;

const WIDTH: u32 = 960;
const HEIGHT: u32 = 540;
const FONT: &str = "sans-serif";

/// Writes the chart of `ratings` (named by `names`) to `path`.
pub fn ratings(path: &Path, title: &str, names: &[String], ratings: &[Rating]) -> Result<(), String> {
    if ratings.is_empty() {
        return Err("there are no ratings to draw".into());
    }
    register_font()?;
    let mut order: Vec<usize> = (0..ratings.len()).collect();
    order.sort_by(|&a, &b| ratings[b].elo.total_cmp(&ratings[a].elo));
    let shown = |i: usize| -> (f64, f64) {
        let r = ratings[i];
        // A player who met no one has no interval to draw.
        let error = if r.error95.is_finite() { r.error95 } else { 0.0 };
        (r.elo - error, r.elo + error)
    };
    let low = order.iter().map(|&i| shown(i).0).fold(0.0, f64::min);
    let high = order.iter().map(|&i| shown(i).1).fold(0.0, f64::max);
    let margin = ((high - low) * 0.08).max(20.0);
    let mut buffer = vec![0u8; (WIDTH * HEIGHT * 3) as usize];
    {
        let failed = |e: DrawingAreaErrorKind<_>| format!("cannot draw the chart: {e}");
        let root = BitMapBackend::with_buffer(&mut buffer, (WIDTH, HEIGHT)).into_drawing_area();
        root.fill(&WHITE).map_err(failed)?;
        let mut chart = ChartBuilder::on(&root)
            .caption(title, (FONT, 22))
            .margin(16)
            .x_label_area_size(40)
            .y_label_area_size(64)
            // Plotters' integer ranges include their end: 0..n-1 is n segments.
            .build_cartesian_2d((0..order.len() - 1).into_segmented(), (low - margin)..(high + margin))
            .map_err(failed)?;
        let label = |v: &SegmentValue<usize>| match v {
            SegmentValue::CenterOf(i) => order.get(*i).map_or(String::new(), |&p| names[p].clone()),
            _ => String::new(),
        };
        chart
            .configure_mesh()
            .disable_x_mesh()
            .x_labels(order.len() + 1)
            .light_line_style(TRANSPARENT)
            .y_label_formatter(&|v| format!("{v:.0}"))
            .x_label_formatter(&label)
            .x_label_style((FONT, 15))
            .y_desc("Elo (mean 0), 95% interval")
            .y_label_style((FONT, 14))
            .draw()
            .map_err(failed)?;
        let zero = [(SegmentValue::Exact(0), 0.0), (SegmentValue::Last, 0.0)];
        chart.draw_series(LineSeries::new(zero, BLACK.mix(0.4))).map_err(failed)?;
        let colour = RGBColor(0, 114, 178);
        chart
            .draw_series(order.iter().enumerate().map(|(x, &p)| {
                let (from, to) = shown(p);
                ErrorBar::new_vertical(SegmentValue::CenterOf(x), from, ratings[p].elo, to, colour.filled(), 14)
            }))
            .map_err(failed)?;
        chart
            .draw_series(order.iter().enumerate().map(|(x, &p)| {
                let r = ratings[p];
                let text = format!("{:+.0} ± {:.0}", r.elo, r.error95);
                EmptyElement::at((SegmentValue::CenterOf(x), r.elo))
                    + Text::new(text, (12, -7), (FONT, 14).into_font().color(&colour))
            }))
            .map_err(failed)?;
        root.present().map_err(failed)?;
    }
    image::save_buffer_with_format(
        path,
        &buffer,
        WIDTH,
        HEIGHT,
        image::ExtendedColorType::Rgb8,
        image::ImageFormat::Png,
    )
    .map_err(|e| format!("cannot write {}: {e}", path.display()))
}

/// Gives plotters its one font, once.
fn register_font() -> Result<(), String> {
    static REGISTERED: OnceLock<Result<(), String>> = OnceLock::new();
    REGISTERED
        .get_or_init(|| {
            plotters::style::register_font(FONT, FontStyle::Normal, epaint_default_fonts::HACK_REGULAR)
                .map_err(|_| "the chart's font cannot be read".to_string())
        })
        .clone()
}
